import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type MyProfile,
  type ProfileLiveFields,
  type SessionEndedEvent,
  type SessionEndReason,
  profileApi,
} from '@gauntlet/core';
import { meQueryKey } from '../../../lib/query-keys';

/**
 * Keeps the cached profile's live fields (name, points, penalty, permissions) in step with the
 * server in every open tab. When the session ends the stream's last event says why, and
 * `onEnded` hears it; when the stream is refused the profile is re-read, which signs this tab out
 * if the session is gone.
 */
export function useProfileStream(userId: string | undefined, onEnded: (reason: SessionEndReason) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const source = new EventSource(profileApi.events.path);
    source.addEventListener('profile', (event) => {
      const fields = JSON.parse((event as MessageEvent<string>).data) as ProfileLiveFields;
      queryClient.setQueryData<MyProfile | null>(meQueryKey, (current) => (current ? { ...current, ...fields } : current));
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
