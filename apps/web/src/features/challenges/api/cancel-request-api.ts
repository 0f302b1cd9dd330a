import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerRequestsApi, type Dashboard } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { challengeKeys } from '../../../lib/query-keys';

/** Both answer the dashboard with the request opened or closed; it is shown at once. */
function useShowDashboard() {
  const queryClient = useQueryClient();
  return (dashboard: Dashboard) => queryClient.setQueryData(challengeKeys.dashboard, dashboard);
}

/** The player asks their partner to let them cancel, with an optional reason. */
export function useAskToCancel() {
  const show = useShowDashboard();
  return useMutation({
    mutationFn: (reason: string) => call(partnerRequestsApi.ask, { body: reason ? { reason } : {} }),
    onSuccess: show,
  });
}

/** The player takes their open request back. */
export function useWithdrawRequest() {
  const show = useShowDashboard();
  return useMutation({ mutationFn: () => call(partnerRequestsApi.withdraw), onSuccess: show });
}
