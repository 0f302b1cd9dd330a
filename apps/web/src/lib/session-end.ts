import { hashKey, type QueryClient } from '@tanstack/react-query';
import { SESSION_END_REASONS, type SessionEndReason } from '@gauntlet/core';
import { ApiRequestError } from './api-client';
import { forgetCachedData } from './cached-data';
import { meQueryKey } from './query-keys';

/**
 * Why this device is no longer signed in: what the event stream said as the session ended, or,
 * from a refused request, `ended_elsewhere` (the session is gone, for a reason only the stream
 * knew) or `expired` (the browser dropped the cookie when the session ran out).
 */
export type SessionEnd = SessionEndReason | 'ended_elsewhere';

/** Kept for this tab until the sign-in screen has shown it, also across a reload. */
const SESSION_END_KEY = 'gauntlet:session-end';

const isSessionEnd = (value: string | null): value is SessionEnd =>
  value === 'ended_elsewhere' || (SESSION_END_REASONS as readonly (string | null)[]).includes(value);

/** Why the last session on this tab ended, if the sign-in screen has not told it yet. */
export function readSessionEnd(): SessionEnd | null {
  const stored = sessionStorage.getItem(SESSION_END_KEY);
  return isSessionEnd(stored) ? stored : null;
}

/** The sign-in screen has told it. */
export function forgetSessionEnd(): void {
  sessionStorage.removeItem(SESSION_END_KEY);
}

/** What a refused request says of the session the app believed it had, or null when it says nothing. */
export function sessionEndOf(error: unknown): SessionEnd | null {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return null;
  if (error.code === 'session_ended') return 'ended_elsewhere';
  return error.code === 'unauthorized' ? 'expired' : null;
}

/**
 * The session is over: the data kept on this device for offline use goes at once (an offline
 * start must never show it again), and so does what the screens hold of the player, except who
 * is signed in, which the caller decides. The sign-in screen will say why.
 */
export async function forgetEndedSession(queryClient: QueryClient, reason: SessionEnd): Promise<void> {
  sessionStorage.setItem(SESSION_END_KEY, reason);
  const meHash = hashKey(meQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
  await forgetCachedData();
}

let signingOutHere = false;

/**
 * Runs this tab's own sign-out: meanwhile, what its event stream and requests report of the
 * ending session is no news to tell on the sign-in screen.
 */
export async function signingOut(work: () => Promise<void>): Promise<void> {
  signingOutHere = true;
  try {
    await work();
  } finally {
    signingOutHere = false;
  }
}

/**
 * The app learned, while a player was signed in, that their session is over: nobody is signed in
 * any more, and nothing of theirs is left on the device. Resolves false when that was no news
 * (nobody was signed in, or this tab is signing out itself).
 */
export async function endSession(queryClient: QueryClient, reason: SessionEnd): Promise<boolean> {
  if (signingOutHere || !queryClient.getQueryData(meQueryKey)) return false;
  // Nobody is signed in before anything is deleted, so that no save of the player's data follows.
  queryClient.setQueryData(meQueryKey, null);
  await forgetEndedSession(queryClient, reason);
  return true;
}
