import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { partnerApi, routeUrl, type PartnerStreamEnded, type PartnerView } from '@gauntlet/core';
import { partnerKeys } from '../../../lib/query-keys';

export type AccessEndReason = PartnerStreamEnded['reason'];

/**
 * Keeps a partner's view of a player live: each `view` event is the whole view, and replaces
 * what is shown. When the partnership ends or the right to see is taken back, the stream's last
 * event says so; from then on nothing of the player is shown or kept on this device. Returns why
 * access ended, or null while it lasts.
 */
export function usePartnerStream(playerId: string): AccessEndReason | null {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<{ playerId: string; reason: AccessEndReason } | null>(null);

  useEffect(() => {
    const source = new EventSource(routeUrl(partnerApi.stream, { params: { playerId } }));
    source.addEventListener('view', (event) => {
      const view = JSON.parse((event as MessageEvent<string>).data) as PartnerView;
      queryClient.setQueryData(partnerKeys.view(playerId), view);
    });
    source.addEventListener('ended', (event) => {
      source.close();
      const { reason } = JSON.parse((event as MessageEvent<string>).data) as PartnerStreamEnded;
      setEnded({ playerId, reason });
      queryClient.removeQueries({ queryKey: partnerKeys.view(playerId) });
      // The partner's list of players has changed with it.
      void queryClient.invalidateQueries({ queryKey: partnerKeys.page });
    });
    source.addEventListener('error', () => {
      // A stream the server refused (access ended while it was away) is not reopened: the view
      // is read again, and its refusal says what happened.
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries({ queryKey: partnerKeys.view(playerId) });
    });
    return () => source.close();
  }, [playerId, queryClient]);

  return ended?.playerId === playerId ? ended.reason : null;
}
