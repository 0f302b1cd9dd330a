import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The mail room's queue: what waits, what was given up, the last failed attempt (admin only). */
export function useMailStatus() {
  return useQuery({ queryKey: adminKeys.mail, queryFn: () => call(adminApi.mailStatus) });
}
