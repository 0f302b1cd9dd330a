import { useMutation, useQuery } from '@tanstack/react-query';
import type { Dashboard, SuggestedChallenge } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { challengeKeys } from './query-keys';

/** The active challenge, its metrics and whether a completed challenge exists. */
export function useChallengeDashboard() {
  return useQuery({
    queryKey: challengeKeys.dashboard,
    queryFn: () => api<Dashboard>('/api/challenges/dashboard'),
  });
}

/** Always three suggested challenges. */
export function useSuggestions(enabled = true) {
  return useQuery({
    queryKey: challengeKeys.suggestions,
    queryFn: () => api<SuggestedChallenge[]>('/api/challenges/suggestions'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The last completed challenge without its punishment goals, or null when there is none. */
export function useCopyPrevious() {
  return useMutation({
    mutationFn: () => api<SuggestedChallenge | null>('/api/challenges/previous'),
  });
}
