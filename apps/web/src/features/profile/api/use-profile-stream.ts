import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type MyProfile,
  type ProfileLiveFields,
  type SessionEndedEvent,
  type SessionEndReason,
  profileApi,
} from '@gauntlet/core';
import { challengeKeys, meQueryKey, partnerKeys, pointsKeys } from '../../../lib/query-keys';

/**
 * What someone else (the player's partner), or the player on another device, can change: read
 * again when the player changes, if a screen shows it (the rest is only marked out of date).
 */
const changedElsewhere = [challengeKeys.dashboard, partnerKeys.page, pointsKeys.all];

/**
 * Keeps the cached profile's live fields (name, points, penalty, permissions) in step with the
 * server in every open tab, and refreshes what others can change each time the player's version
 * moves on (the stream's first event is the state it opened with, not a change). When the session ends the stream's last event says why, and
 * `onEnded` hears it; when the stream is refused the profile is re-read, which signs this tab out
 * if the session is gone.
 */
export function useProfileStream(userId: string | undefined, onEnded: (reason: SessionEndReason) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const source = new EventSource(profileApi.events.path);
    let version: string | null = null;
    source.addEventListener('profile', (event) => {
      const message = event as MessageEvent<string>;
      const fields = JSON.parse(message.data) as ProfileLiveFields;
      queryClient.setQueryData<MyProfile | null>(meQueryKey, (current) => (current ? { ...current, ...fields } : current));
      if (version !== null && message.lastEventId !== version) {
        for (const queryKey of changedElsewhere) void queryClient.invalidateQueries({ queryKey });
      }
      version = message.lastEventId;
    });
    source.addEventListener('ended', (event) => {
      source.close();
      onEnded((JSON.parse((event as MessageEvent<string>).data) as SessionEndedEvent).reason);
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    });
    return () => source.close();
  }, [userId, queryClient, onEnded]);
}
