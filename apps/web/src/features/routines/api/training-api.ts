import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routinesApi, type ExerciseField } from '@gauntlet/core';
import { ApiRequestError, call } from '../../../lib/api-client';
import { challengeKeys, metricsQueryKey } from '../../../lib/query-keys';
import { routineKeys } from '../../../lib/query-keys';
import { storeRoutine } from './routines-api';

/** One more set, rep or weight unit; the server applies the rule and returns the routine. */
export function useIncrementExercise(routineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One routine's updates run one after another, in the order they were made.
    scope: { id: `routine-${routineId}` },
    mutationFn: ({ index, field }: { index: number; field: ExerciseField }) =>
      call(routinesApi.incrementExercise, { params: { routineId, index }, body: { field } }),
    onSuccess: (routine) => storeRoutine(queryClient, routine),
  });
}

const isNetworkFailure = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

/**
 * The end of a training session. The session id makes a repeat harmless, so a request lost on
 * the network is sent again (up to three times) and the user may retry after that.
 */
export function useFinishSession(routineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `routine-${routineId}` },
    mutationFn: (body: { sessionId: string; score: number }) => call(routinesApi.finishSession, { params: { routineId }, body }),
    retry: (failureCount, error) => isNetworkFailure(error) && failureCount < 3,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: routineKeys.all });
      void queryClient.invalidateQueries({ queryKey: metricsQueryKey });
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    },
  });
}
