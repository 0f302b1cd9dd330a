import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasRight, partnerApi, type PartnerContract, type PartnerPage, type PartnerPerson } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { partnerKeys } from '../../../lib/query-keys';

/** Both sides of the caller's partnerships: their partner or open invite, and the players they hold. */
export function usePartnerPage() {
  return useQuery({ queryKey: partnerKeys.page, queryFn: () => call(partnerApi.page) });
}

/** The routes that answer with the whole page show it at once. */
function useShowPage() {
  const queryClient = useQueryClient();
  return (page: PartnerPage) => queryClient.setQueryData(partnerKeys.page, page);
}

/** Puts what a change answered into the page at once, then reads the rest (the log) again. */
function useUpdatePage() {
  const queryClient = useQueryClient();
  return (asPlayer: Partial<PartnerPage['asPlayer']>) => {
    queryClient.setQueryData<PartnerPage>(
      partnerKeys.page,
      (page) => page && { ...page, asPlayer: { ...page.asPlayer, ...asPlayer } },
    );
    return queryClient.invalidateQueries({ queryKey: partnerKeys.page });
  };
}

/** A new invite; its answer carries the code, which the server never shows again. */
export function useCreateInvite() {
  const update = useUpdatePage();
  return useMutation({
    mutationFn: (contract: PartnerContract) => call(partnerApi.invite, { body: { contract } }),
    onSuccess: ({ contract, expiresAt }) => update({ invite: { contract, expiresAt } }),
  });
}

export function useRevokeInvite() {
  const show = useShowPage();
  return useMutation({ mutationFn: () => call(partnerApi.revokeInvite), onSuccess: show });
}

export function useChangeContract() {
  const update = useUpdatePage();
  return useMutation({
    mutationFn: (contract: PartnerContract) => call(partnerApi.changeContract, { body: { contract } }),
    onSuccess: (partnership) => update({ partnership }),
  });
}

export function useEndAsPlayer() {
  const show = useShowPage();
  return useMutation({ mutationFn: () => call(partnerApi.endAsPlayer), onSuccess: show });
}

export function useEndAsPartner() {
  const queryClient = useQueryClient();
  const show = useShowPage();
  return useMutation({
    mutationFn: (playerId: string) => call(partnerApi.endAsPartner, { params: { playerId } }),
    onSuccess: (page, playerId) => {
      show(page);
      // What the partner saw of the player is not kept on this device once they let go.
      queryClient.removeQueries({ queryKey: partnerKeys.view(playerId) });
    },
  });
}

/** The caller's partner when they may confirm the caller's check-ins and manual goals, so "partner confirms" can be chosen. */
export function useConfirmingPartner(): PartnerPerson | null {
  const partnership = usePartnerPage().data?.asPlayer.partnership;
  return partnership && hasRight(partnership.contract, 'confirm') ? partnership.partner : null;
}
