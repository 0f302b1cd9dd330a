import { useQuery } from '@tanstack/react-query';
import { challengesApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { challengeKeys } from '../../../lib/query-keys';

/** The harder suggested challenges, personalised by the server (needs the premium_content flag). */
export function usePremiumChallenges() {
  return useQuery({
    queryKey: challengeKeys.premium,
    queryFn: () => call(challengesApi.premium),
    staleTime: 5 * 60_000,
  });
}
