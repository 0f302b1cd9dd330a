import { useQuery } from '@tanstack/react-query';
import { routinesApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { routineKeys } from '../../../lib/query-keys';

/** A user's latest routine logs, newest first (public); optionally of one routine only. */
export function useRoutineLogs(userId: string, options: { routineId?: string | null; limit?: number; enabled?: boolean } = {}) {
  const routineId = options.routineId ?? null;
  const limit = options.limit ?? 10;
  return useQuery({
    queryKey: routineKeys.logs(userId, routineId, limit),
    queryFn: () => call(routinesApi.logs, { params: { userId }, query: { limit, routineId: routineId ?? undefined } }),
    enabled: options.enabled ?? true,
  });
}
