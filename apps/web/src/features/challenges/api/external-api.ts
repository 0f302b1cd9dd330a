import { useMutation, useQueryClient } from '@tanstack/react-query';
import { externalApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { challengeKeys, metricsQueryKey } from '../../../lib/query-keys';

export function useExternalToken() {
  return useMutation({
    mutationFn: (goalId: string) => call(externalApi.token, { body: { goalId } }),
  });
}

/** Hands a signed completion from the external application to the server for checking. */
export function useExternalCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completion: string) => call(externalApi.completion, { body: { completion } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: challengeKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: metricsQueryKey });
    },
  });
}
