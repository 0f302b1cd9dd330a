import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerApi, partnerRequestsApi, type CheckInConfirmation, type PartnerGoal, type PartnerPoints } from '@gauntlet/core';
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

/** What the partner decides: a pending check-in, or a manual goal's pending "Completed". */
interface PendingDecision {
  kind: CheckInConfirmation['kind'];
  id: string;
  /** Null confirms; a reason rejects. */
  reason: string | null;
}

function sendDecision(playerId: string, { kind, id, reason }: PendingDecision) {
  if (kind === 'manual_grade') {
    const params = { playerId, gradeId: id };
    return reason === null
      ? call(partnerApi.confirmManualGrade, { params })
      : call(partnerApi.rejectManualGrade, { params, body: { reason } });
  }
  const params = { playerId, checkInId: id };
  return reason === null
    ? call(partnerApi.confirmCheckIn, { params })
    : call(partnerApi.rejectCheckIn, { params, body: { reason } });
}

/** The partner's decision on one of the player's pending check-ins or manual grades; the answer is the view with it applied. */
export function useDecideCheckIn(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PendingDecision) => sendDecision(playerId, decision),
    onSuccess: (view) => queryClient.setQueryData(partnerKeys.view(playerId), view),
  });
}

/**
 * The partner's answer to the player's request to cancel: an approval cancels their challenge, a
 * denial (with its reason) keeps it running. The answer is the view; the Partner page's list of
 * open requests is read again.
 */
export function useAnswerRequest(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve, reason }: { requestId: string; approve: boolean; reason: string }) =>
      approve
        ? call(partnerRequestsApi.approve, { params: { playerId, requestId }, body: reason ? { reason } : {} })
        : call(partnerRequestsApi.deny, { params: { playerId, requestId }, body: { reason } }),
    onSuccess: (view) => {
      queryClient.setQueryData(partnerKeys.view(playerId), view);
      return queryClient.invalidateQueries({ queryKey: partnerKeys.page });
    },
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
