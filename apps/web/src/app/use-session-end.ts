import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { onLogoutElsewhere } from '../lib/logout-broadcast';
import { endSession } from '../lib/end-session';
import { sessionEndOf, type SessionEnd } from '../lib/session-end';
import { paths } from '../lib/paths';

/**
 * Ends this tab's session when the app learns it is over: a request refused for want of it, or
 * a sign-out in another tab; the returned function does the same for what the event stream says.
 * The data kept on the device goes, and the sign-in screen tells the player why.
 */
export function useSessionEnd(): (reason: SessionEnd) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const end = useCallback(
    (reason: SessionEnd) =>
      void endSession(queryClient, reason).then((ended) => {
        if (ended) void navigate(paths.home);
      }),
    [queryClient, navigate],
  );

  useEffect(() => {
    const onError = (error: unknown) => {
      const reason = sessionEndOf(error);
      if (reason) end(reason);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopLogouts = onLogoutElsewhere(() => end('signed_out'));
    return () => {
      stopQueries();
      stopMutations();
      stopLogouts();
    };
  }, [queryClient, end]);

  return end;
}
