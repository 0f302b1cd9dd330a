import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { challengesApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { challengeKeys } from '../../../lib/query-keys';

/** The active challenge, its metrics and whether a completed challenge exists. */
export const challengeDashboardQuery = queryOptions({
  queryKey: challengeKeys.dashboard,
  queryFn: () => call(challengesApi.dashboard),
  // Fresh for a while, so the screen does not ask again for what the route's prefetch just
  // fetched (prefetch-dashboard.ts); changes of the user's own invalidate it anyway.
  staleTime: 10_000,
});

export function useChallengeDashboard() {
  return useQuery(challengeDashboardQuery);
}

/** Always three suggested challenges. */
export function useSuggestions(enabled = true) {
  return useQuery({
    queryKey: challengeKeys.suggestions,
    queryFn: () => call(challengesApi.suggestions),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The last completed challenge without its punishment goals, or null when there is none. */
export function useCopyPrevious() {
  return useMutation({
    mutationFn: () => call(challengesApi.previous),
  });
}
