import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type Dashboard,
  type NewChallengeInput,
  challengesApi,
  partnerRequestsApi,
  type PointsPreviewBody,
} from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { challengeKeys, meQueryKey, metricsQueryKey, punishmentQueryKey } from '../../../lib/query-keys';

/** Everything a new, finished or cancelled challenge changes is re-read in the background. */
function refreshAfterChallengeChange(queryClient: QueryClient): void {
  for (const queryKey of [challengeKeys.all, meQueryKey, metricsQueryKey, punishmentQueryKey]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewChallengeInput) => call(challengesApi.submit, { body }),
    onSuccess: () => refreshAfterChallengeChange(queryClient),
  });
}

/**
 * The server-computed points of the goal cards. `body` is the JSON of a valid preview request,
 * or null while the form cannot be previewed.
 */
export function usePointsPreview(body: string | null) {
  return useQuery({
    queryKey: challengeKeys.preview(body ?? ''),
    queryFn: () => call(challengesApi.preview, { body: JSON.parse(body ?? '{}') as PointsPreviewBody }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * After finish or cancel: no active challenge any more (at once, so the dashboard never
 * redirects back to /finishchallenge), and points, metrics and history are re-read.
 */
function afterChallengeClosed(queryClient: QueryClient): void {
  queryClient.setQueryData<Dashboard>(challengeKeys.dashboard, (current) =>
    current ? { ...current, activeChallenge: null, hasCompletedChallenge: true } : current,
  );
  refreshAfterChallengeChange(queryClient);
}

export function useFinishChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, number>) => call(challengesApi.finish, { body: { values } }),
    onSuccess: () => afterChallengeClosed(queryClient),
  });
}

/**
 * The player's cancel. `withoutApproval` is their exit from a challenge whose cancel their partner
 * approves: it cancels at once, and the partner is told.
 */
export function useCancelChallenge(withoutApproval = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (withoutApproval ? call(partnerRequestsApi.cancelWithoutApproval) : call(challengesApi.cancel)),
    onSuccess: () => afterChallengeClosed(queryClient),
  });
}

/** One of the user's own challenges with how it ended. */
export function useChallenge(challengeId: string | undefined) {
  return useQuery({
    queryKey: challengeKeys.one(challengeId ?? ''),
    queryFn: () => call(challengesApi.challenge, { params: { challengeId: challengeId ?? '' } }),
    enabled: Boolean(challengeId),
    retry: false,
  });
}
