import { useQuery } from '@tanstack/react-query';
import type { Challenge, HistoryEntry } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { challengeKeys } from '../../../lib/query-keys';

const userPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}`;

/** A user's current (not completed) challenges; public. */
export function useUserChallenges(userId: string) {
  return useQuery({
    queryKey: challengeKeys.current(userId),
    queryFn: () => api<Challenge[]>(`${userPath(userId)}/challenges`),
  });
}

/** A user's completed and cancelled challenges; public. */
export function useUserHistory(userId: string) {
  return useQuery({
    queryKey: challengeKeys.history(userId),
    queryFn: () => api<HistoryEntry[]>(`${userPath(userId)}/history`),
  });
}
