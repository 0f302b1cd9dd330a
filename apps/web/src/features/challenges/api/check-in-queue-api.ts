import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { challengesApi, type MetricState } from '@gauntlet/core';
import { ApiRequestError, call } from '../../../lib/api-client';
import { saveCachedData } from '../../../lib/cached-data';
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

/**
 * No route at the address a check-in went to says nothing about the check-in: the server is newer than the
 * app that sent it (a deploy moved the route, and the service worker runs the old app until the
 * user takes the update). The check-in is kept, and the updated app sends it to the route's new address,
 * also when the old app already kept it as refused.
 */
const routeMissing = (code: string | undefined) => code === 'not_found';

/** No answer yet, a lost session, a busy server or an app older than the server: the check-in stays queued for the next try. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiRequestError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 429 ||
  error.status >= 500 ||
  routeMissing(error.code);

/** A check-in carries its day and key; a switch sets a value, so sending it again changes nothing. */
const send = (item: queue.QueuedCheckIn) =>
  queue.isManualGrade(item)
    ? call(challengesApi.manualGrade, { params: { metric: item.metric }, body: { completed: item.completed } })
    : call(challengesApi.checkIn, {
        params: { metric: item.metric },
        body: { day: item.day, idempotencyKey: item.idempotencyKey },
      });

async function sendQueued(queryClient: QueryClient, userId: string): Promise<void> {
  for (const item of await queue.queuedCheckIns(userId)) {
    if (item.refusal !== null && !routeMissing(item.refusalCode)) continue;
    try {
      const state = await send(item);
      await queue.removeQueuedCheckIn(item.idempotencyKey);
      applyMetricState(queryClient, state);
    } catch (error) {
      if (worthRetrying(error)) break;
      const refused = error as ApiRequestError;
      if (refused.code === 'already_checked_in' || refused.code === 'check_in_undone') {
        // Another check-in (from another tab or device) already counted that day, or the player took
        // this one back meanwhile: either way the server holds what the player wants.
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
 * Sends a user's queued check-ins, oldest first. Runs one pass after another in this tab; another tab
 * sending the same items is harmless, as the server applies each check-in's key once and a switch
 * only sets a value.
 */
export function sendQueuedCheckIns(queryClient: QueryClient, userId: string): Promise<void> {
  sending = sending.then(() => sendQueued(queryClient, userId)).catch(() => undefined);
  return sending;
}

/**
 * Keeps a check-in on the device first, so it is never lost, with the data on screen beside it
 * (an app restarted offline right after the tap shows both), then sends it at once if possible.
 */
async function keepAndSend(queryClient: QueryClient, item: queue.QueuedCheckIn): Promise<void> {
  await Promise.all([queue.enqueueCheckIn(item), saveCachedData(queryClient).catch(() => undefined)]);
  await queryClient.invalidateQueries({ queryKey: checkInQueueKey(item.userId) });
  void sendQueuedCheckIns(queryClient, item.userId);
}

/** What every new queued check-in carries, made when the user checks in. */
const newQueuedCheckIn = (userId: string | undefined, metric: string) => ({
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
      keepAndSend(queryClient, { ...newQueuedCheckIn(userId, metric), day }),
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
    for (const item of await queue.queuedCheckIns(userId!)) {
      if (queue.isManualGrade(item) && item.metric === metric) await queue.removeQueuedCheckIn(item.idempotencyKey);
    }
    await keepAndSend(queryClient, { ...newQueuedCheckIn(userId, metric), completed });
  };
  return useMutation({
    mutationFn: ({ metric, completed }: { metric: string; completed: boolean }) => {
      turning = turning.catch(() => undefined).then(() => replace(metric, completed));
      return turning;
    },
    ...local,
  });
}

/** The metric's items still waiting to be sent (not refused) that `matches` picks. */
async function unsent(userId: string, matches: (item: queue.QueuedCheckIn) => boolean) {
  return (await queue.queuedCheckIns(userId)).filter((item) => item.refusal === null && matches(item));
}

/**
 * Takes back a tap. One still waiting on the device is only taken out of the queue (the server
 * never had it); otherwise the server undoes what it recorded, which needs a connection.
 */
function useUndo<V>(
  userId: string | undefined,
  waiting: (variables: V) => (item: queue.QueuedCheckIn) => boolean,
  undo: (variables: V) => Promise<MetricState>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      const items = await unsent(userId!, waiting(variables));
      if (items.length === 0) {
        applyMetricState(queryClient, await undo(variables));
        return;
      }
      for (const item of items) await queue.removeQueuedCheckIn(item.idempotencyKey);
      await queryClient.invalidateQueries({ queryKey: checkInQueueKey(userId!) });
    },
    ...local,
  });
}

/** Takes back the check-in of a day: a queued one leaves the queue, a recorded one is undone on the server. */
export function useUndoCheckIn(userId: string | undefined) {
  return useUndo(
    userId,
    ({ metric, day }: { metric: string; day: string }) =>
      (item) =>
        !queue.isManualGrade(item) && item.metric === metric && item.day === day,
    ({ metric, day }) => call(challengesApi.undoCheckIn, { params: { metric }, body: { day } }),
  );
}

/** Takes back the latest turn of a manual goal's switch: a queued turn leaves the queue, a recorded one is undone on the server. */
export function useUndoManualGrade(userId: string | undefined) {
  return useUndo(
    userId,
    (metric: string) => (item) => queue.isManualGrade(item) && item.metric === metric,
    (metric) => call(challengesApi.undoChange, { params: { metric } }),
  );
}

/** Dismisses a refused check-in's message. */
export function useDismissQueuedCheckIn(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (idempotencyKey: string) => {
      await queue.removeQueuedCheckIn(idempotencyKey);
      await queryClient.invalidateQueries({ queryKey: checkInQueueKey(userId ?? '') });
    },
    ...local,
  });
}
