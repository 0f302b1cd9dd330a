import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onBackOnline } from '../../../lib/online-status';

/**
 * Sends the signed-in user's queued check-ins (days checked in and switch turns) when the app starts and
 * whenever the connection returns. The queue's code arrives in a chunk of its own, after the first
 * screen: a guest never needs it, and it keeps the first load small.
 */
export function useQueuedCheckInSender(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let stopListening: (() => void) | undefined;
    void import('./check-in-queue-api').then(({ sendQueuedCheckIns }) => {
      if (stopped) return;
      const send = () => void sendQueuedCheckIns(queryClient, userId);
      send();
      stopListening = onBackOnline(send);
    });
    return () => {
      stopped = true;
      stopListening?.();
    };
  }, [queryClient, userId]);
}
