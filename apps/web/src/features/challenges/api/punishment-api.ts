import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PunishmentState } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { meQueryKey, punishmentQueryKey } from '../../../lib/query-keys';

/** The offers, the picked goals and how much of the carried PP they cover. */
export function usePunishment() {
  return useQuery({ queryKey: punishmentQueryKey, queryFn: () => api<PunishmentState>('/api/punishment') });
}

/** Draws three new offers for 1 RP, charged at once. */
export function useReroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<PunishmentState>('/api/punishment/reroll', 'POST'),
    onSuccess: (state) => {
      queryClient.setQueryData(punishmentQueryKey, state);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** Adds an offer to the next challenge for good; three new offers are drawn. */
export function usePickPunishment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (metric: string) => api<PunishmentState>('/api/punishment/pick', 'POST', { metric }),
    onSuccess: (state) => queryClient.setQueryData(punishmentQueryKey, state),
  });
}
