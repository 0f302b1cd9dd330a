import { useQuery } from '@tanstack/react-query';
import type { SuggestedChallenge } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { challengeKeys } from '../../../lib/query-keys';

/** The harder templates, personalised by the server (needs the premium_content flag). */
export function usePremiumChallenges() {
  return useQuery({
    queryKey: challengeKeys.premium,
    queryFn: () => api<SuggestedChallenge[]>('/api/challenges/premium'),
    staleTime: 5 * 60_000,
  });
}
