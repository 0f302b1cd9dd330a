import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { challengesApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { meQueryKey, punishmentQueryKey } from '../../../lib/query-keys';

/** The offers, the picked goals and how much of the carried PP they cover. */
export function usePunishment() {
  return useQuery({ queryKey: punishmentQueryKey, queryFn: () => call(challengesApi.punishment) });
}

/** Draws three new offers for 1 RP, charged at once. */
export function useReroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(challengesApi.reroll),
    onSuccess: (state) => {
      queryClient.setQueryData(punishmentQueryKey, state);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** Adds an offer to the next challenge; a new offer takes its place. */
export function usePickPunishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (metric: string) => call(challengesApi.pick, { body: { metric } }),
    onSuccess: (state) => queryClient.setQueryData(punishmentQueryKey, state),
  });
}

/** Takes a pick out of the next challenge again. */
export function useUnpickPunishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (metric: string) => call(challengesApi.unpick, { params: { metric } }),
    onSuccess: (state) => queryClient.setQueryData(punishmentQueryKey, state),
  });
}
