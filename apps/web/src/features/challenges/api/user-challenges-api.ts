import { useQuery } from '@tanstack/react-query';
import { challengesApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { challengeKeys } from '../../../lib/query-keys';

/** A user's current (not completed) challenges; public. */
export function useUserChallenges(userId: string) {
  return useQuery({
    queryKey: challengeKeys.current(userId),
    queryFn: () => call(challengesApi.current, { params: { userId } }),
  });
}

/** A user's completed and cancelled challenges; public. */
export function useUserHistory(userId: string) {
  return useQuery({
    queryKey: challengeKeys.history(userId),
    queryFn: () => call(challengesApi.history, { params: { userId } }),
  });
}
