import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { challengesApi } from '@gauntlet/core';
import { ApiRequestError, call } from '../../../lib/api-client';
import { challengeKeys, checkInQueueKey } from '../../../lib/query-keys';
import * as queue from '../lib/check-in-queue';
import { applyMetricState } from './metric-cache';

/** The device's queue is local: it is read and written offline too. */
const local = { networkMode: 'always' } as const;

export function useQueuedCheckIns(userId: string | undefined) {
  return useQuery({
    queryKey: checkInQueueKey(userId ?? ''),
    queryFn: () => queue.queuedCheckIns(userId!),
    enabled: userId !== undefined,
    staleTime: Infinity,
    ...local,
  });
}

/** No answer yet, a lost session or a busy server: the check-in stays queued for the next try. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiRequestError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 429 ||
  error.status >= 500;

async function sendQueued(queryClient: QueryClient, userId: string): Promise<void> {
  for (const item of await queue.queuedCheckIns(userId)) {
    if (item.refusal !== null) continue;
    try {
      const state = await call(challengesApi.checkIn, {
        params: { metric: item.metric },
        body: { day: item.day, idempotencyKey: item.idempotencyKey },
      });
      await queue.removeQueuedCheckIn(item.idempotencyKey);
      applyMetricState(queryClient, state);
    } catch (error) {
      if (worthRetrying(error)) break;
      const refused = error as ApiRequestError;
      if (refused.code === 'already_checked_in') {
        // Another tap (another tab or device) already counted that day: nothing is lost.
        await queue.removeQueuedCheckIn(item.idempotencyKey);
        void queryClient.invalidateQueries({ queryKey: challengeKeys.dashboard });
      } else {
        await queue.markCheckInRefused(item.idempotencyKey, refused.message, refused.code);
      }
    }
  }
  await queryClient.invalidateQueries({ queryKey: checkInQueueKey(userId) });
}

let sending: Promise<void> = Promise.resolve();

/**
 * Sends a user's queued check-ins, oldest tap first, each with its day and idempotency key. Runs
 * one pass after another in this tab; another tab sending the same items is harmless, as the
 * server applies each key once.
 */
export function sendQueuedCheckIns(queryClient: QueryClient, userId: string): Promise<void> {
  sending = sending.then(() => sendQueued(queryClient, userId)).catch(() => undefined);
  return sending;
}

/** A tap: queued on the device first, so it is never lost, then sent at once if possible. */
export function useQueueCheckIn(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ metric, day }: { metric: string; day: string }) => {
      const item = {
        idempotencyKey: queue.newIdempotencyKey(),
        userId: userId!,
        metric,
        day,
        tappedAt: new Date().toISOString(),
        refusal: null,
      };
      await queue.enqueueCheckIn(item);
      await queryClient.invalidateQueries({ queryKey: checkInQueueKey(item.userId) });
      void sendQueuedCheckIns(queryClient, item.userId);
    },
    ...local,
  });
}

/** Dismisses a refused check-in's message. */
export function useDismissCheckIn(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (idempotencyKey: string) => {
      await queue.removeQueuedCheckIn(idempotencyKey);
      await queryClient.invalidateQueries({ queryKey: checkInQueueKey(userId ?? '') });
    },
    ...local,
  });
}
