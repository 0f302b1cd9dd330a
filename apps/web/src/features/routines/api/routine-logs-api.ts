import { useQuery } from '@tanstack/react-query';
import type { RoutineLog } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { routineKeys } from '../../../lib/query-keys';

/** A user's latest routine logs, newest first (public); optionally of one routine only. */
export function useRoutineLogs(userId: string, options: { routineId?: string | null; limit?: number; enabled?: boolean } = {}) {
  const routineId = options.routineId ?? null;
  const limit = options.limit ?? 10;
  const query = new URLSearchParams({ limit: String(limit) });
  if (routineId) query.set('routineId', routineId);
  return useQuery({
    queryKey: routineKeys.logs(userId, routineId, limit),
    queryFn: () => api<RoutineLog[]>(`/api/users/${encodeURIComponent(userId)}/routine-logs?${query.toString()}`),
    enabled: options.enabled ?? true,
  });
}
