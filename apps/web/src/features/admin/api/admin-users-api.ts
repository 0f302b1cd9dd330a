import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type AdminUserRow, type Flag, type Role, adminApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { adminKeys, meQueryKey } from '../../../lib/query-keys';

/** Every user with their permissions (admin only). */
export function useAdminUsers() {
  return useQuery({ queryKey: adminKeys.users, queryFn: () => call(adminApi.users) });
}

/**
 * Puts the row the server returned into the cached list at once (so a selected user shows the
 * refreshed data), then re-reads in the background. Changing one's own permissions also
 * refreshes the signed-in profile, so the guards react without waiting for the event stream.
 */
function storeRow(queryClient: QueryClient, row: AdminUserRow, myUserId: string | undefined): void {
  queryClient.setQueryData<AdminUserRow[]>(adminKeys.users, (current) =>
    current?.map((entry) => (entry.userId === row.userId ? row : entry)),
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.users });
  if (row.userId === myUserId) void queryClient.invalidateQueries({ queryKey: meQueryKey });
}

function useStoreRow() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  return (row: AdminUserRow) => storeRow(queryClient, row, me?.userId);
}

/** Sets a role; the server resets the user's flags and tier to that role's defaults. */
export function useChangeRole() {
  const store = useStoreRow();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      call(adminApi.changeRole, { params: { userId }, body: { role } }),
    onSuccess: store,
  });
}

export function useAddFlag() {
  const store = useStoreRow();
  return useMutation({
    mutationFn: ({ userId, flag }: { userId: string; flag: Flag }) =>
      call(adminApi.addFlag, { params: { userId }, body: { flag } }),
    onSuccess: store,
  });
}

export function useRemoveFlag() {
  const store = useStoreRow();
  return useMutation({
    mutationFn: ({ userId, flag }: { userId: string; flag: Flag }) => call(adminApi.removeFlag, { params: { userId, flag } }),
    onSuccess: store,
  });
}
