import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExternalProgress } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { challengeKeys, metricsQueryKey } from '../../../lib/query-keys';

export interface ExternalToken {
  token: string;
  expiresAt: string;
}

export function useExternalToken() {
  return useMutation({
    mutationFn: (goalId: string) => api<ExternalToken>('/api/external/tokens', 'POST', { goalId }),
  });
}

/** Hands a signed completion from the external application to the server for checking. */
export function useExternalCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completion: string) => api<ExternalProgress>('/api/external/completions', 'POST', { completion }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: challengeKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: metricsQueryKey });
    },
  });
}
