import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { challengesApi } from '@gauntlet/core';
import { ApiRequestError, call } from '../../../lib/api-client';
import { challengeKeys, checkInQueueKey } from '../../../lib/query-keys';
import * as queue from '../lib/check-in-queue';
import { applyMetricState } from './metric-cache';

/** The device's queue is local: it is read and written offline too. */
const local = { networkMode: 'always' } as const;

export function useQueuedTaps(userId: string | undefined) {
  return useQuery({
    queryKey: checkInQueueKey(userId ?? ''),
    queryFn: () => queue.queuedTaps(userId!),
    enabled: userId !== undefined,
    staleTime: Infinity,
    ...local,
  });
}

/**
 * No route at the address the tap went to says nothing about the tap: the server is newer than the
 * app that sent it (a deploy moved the route, and the service worker runs the old app until the
 * user takes the update). The tap is kept, and the updated app sends it to the route's new address,
 * also when the old app already kept it as refused.
 */
const routeMissing = (code: string | undefined) => code === 'not_found';

/** No answer yet, a lost session, a busy server or an app older than the server: the tap stays queued for the next try. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiRequestError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 429 ||
  error.status >= 500 ||
  routeMissing(error.code);

/** A check-in carries its day and key; a switch sets a value, so sending it again changes nothing. */
const send = (item: queue.QueuedTap) =>
  queue.isManualGrade(item)
    ? call(challengesApi.manualGrade, { params: { metric: item.metric }, body: { completed: item.completed } })
    : call(challengesApi.checkIn, {
        params: { metric: item.metric },
        body: { day: item.day, idempotencyKey: item.idempotencyKey },
      });

async function sendQueued(queryClient: QueryClient, userId: string): Promise<void> {
  for (const item of await queue.queuedTaps(userId)) {
    if (item.refusal !== null && !routeMissing(item.refusalCode)) continue;
    try {
      const state = await send(item);
      await queue.removeQueuedTap(item.idempotencyKey);
      applyMetricState(queryClient, state);
    } catch (error) {
      if (worthRetrying(error)) break;
      const refused = error as ApiRequestError;
      if (refused.code === 'already_checked_in') {
        // Another tap (another tab or device) already counted that day: nothing is lost.
        await queue.removeQueuedTap(item.idempotencyKey);
        void queryClient.invalidateQueries({ queryKey: challengeKeys.dashboard });
      } else {
        await queue.markTapRefused(item.idempotencyKey, refused.message, refused.code);
      }
    }
  }
  await queryClient.invalidateQueries({ queryKey: checkInQueueKey(userId) });
}

let sending: Promise<void> = Promise.resolve();

/**
 * Sends a user's queued taps, oldest first. Runs one pass after another in this tab; another tab
 * sending the same items is harmless, as the server applies each check-in's key once and a switch
 * only sets a value.
 */
export function sendQueuedTaps(queryClient: QueryClient, userId: string): Promise<void> {
  sending = sending.then(() => sendQueued(queryClient, userId)).catch(() => undefined);
  return sending;
}

/** Keeps a tap on the device first, so it is never lost, then sends it at once if possible. */
async function keepAndSend(queryClient: QueryClient, item: queue.QueuedTap): Promise<void> {
  await queue.enqueueTap(item);
  await queryClient.invalidateQueries({ queryKey: checkInQueueKey(item.userId) });
  void sendQueuedTaps(queryClient, item.userId);
}

const tapped = (userId: string | undefined, metric: string) => ({
  idempotencyKey: queue.newIdempotencyKey(),
  userId: userId!,
  metric,
  tappedAt: new Date().toISOString(),
  refusal: null,
});

export function useQueueCheckIn(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ metric, day }: { metric: string; day: string }) =>
      keepAndSend(queryClient, { ...tapped(userId, metric), day }),
    ...local,
  });
}

let turning: Promise<void> = Promise.resolve();

/**
 * A turn of a manual goal's switch. It replaces the metric's earlier turn if that is still unsent,
 * so the server gets the latest position (and a turn already on its way is followed by this one).
 * Turns are kept one after another, so quick turns never leave two of them queued.
 */
export function useQueueManualGrade(userId: string | undefined) {
  const queryClient = useQueryClient();
  const replace = async (metric: string, completed: boolean) => {
    for (const item of await queue.queuedTaps(userId!)) {
      if (queue.isManualGrade(item) && item.metric === metric) await queue.removeQueuedTap(item.idempotencyKey);
    }
    await keepAndSend(queryClient, { ...tapped(userId, metric), completed });
  };
  return useMutation({
    mutationFn: ({ metric, completed }: { metric: string; completed: boolean }) => {
      turning = turning.catch(() => undefined).then(() => replace(metric, completed));
      return turning;
    },
    ...local,
  });
}

/** Dismisses a refused tap's message. */
export function useDismissQueuedTap(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (idempotencyKey: string) => {
      await queue.removeQueuedTap(idempotencyKey);
      await queryClient.invalidateQueries({ queryKey: checkInQueueKey(userId ?? '') });
    },
    ...local,
  });
}
