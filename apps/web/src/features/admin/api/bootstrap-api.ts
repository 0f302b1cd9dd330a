import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClaimFirstAdminBody, adminApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { adminKeys, meQueryKey } from '../../../lib/query-keys';

/** Whether an administrator exists yet (any signed-in user may ask). */
export function useBootstrapState(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.bootstrap,
    queryFn: () => call(adminApi.bootstrapState),
    // Once there is an administrator, screens that show the offer stop asking until the next page load.
    staleTime: (query) => (query.state.data?.adminExists ? Infinity : 0),
    enabled,
  });
}

/**
 * Makes the caller the first administrator with the server's setup code; the server refuses a
 * wrong code, and any code once an admin exists. Either way
 * the bootstrap state is re-read, and on success the signed-in profile too, so the new role
 * applies at once rather than when the event stream delivers it.
 */
export function useClaimFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimFirstAdminBody) => call(adminApi.claimFirstAdmin, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.bootstrap }),
  });
}
