import { useQuery } from '@tanstack/react-query';
import type { SuggestedChallenge } from '@gauntlet/core';
import { api } from '../../../lib/api-client';

/** Under 'challenges', so it refreshes with the rest of the challenge data. */
export const premiumChallengesKey = ['challenges', 'premium'] as const;

/** The harder templates, personalised by the server (needs the premium_content flag). */
export function usePremiumChallenges() {
  return useQuery({
    queryKey: premiumChallengesKey,
    queryFn: () => api<SuggestedChallenge[]>('/api/challenges/premium'),
    staleTime: 5 * 60_000,
  });
}
