import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerApi, type PartnerGoal, type PartnerPoints } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { partnerKeys } from '../../../lib/query-keys';

/**
 * A player as their partner sees them; the event stream keeps it current while it is open. Once
 * access ended it is not read again (`enabled` false).
 */
export function usePartnerView(playerId: string, enabled: boolean) {
  return useQuery({
    queryKey: partnerKeys.view(playerId),
    queryFn: () => call(partnerApi.view, { params: { playerId } }),
    enabled,
    // A refusal (no longer partner, the right taken back) stands until something changes.
    retry: false,
  });
}

/** Punishment or reward points for the player; the answer is the view with the new balances and allowance. */
export function useHandOutPoints(playerId: string, kind: 'punish' | 'reward') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerPoints) => call(partnerApi[kind], { params: { playerId }, body }),
    onSuccess: (view) => queryClient.setQueryData(partnerKeys.view(playerId), view),
  });
}

/** A punishment goal for the player's next challenge; the answer is the view with the goals added and what is left. */
export function useAddPartnerGoal(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerGoal) => call(partnerApi.addGoal, { params: { playerId }, body }),
    onSuccess: (view) => queryClient.setQueryData(partnerKeys.view(playerId), view),
  });
}
