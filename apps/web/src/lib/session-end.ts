import type { SessionEndReason } from '@gauntlet/core';
import { ApiRequestError } from './api-client';
import { forgetCachedData } from './cached-data';

/**
 * Why this device is no longer signed in: what the event stream said as the session ended, or,
 * from a refused request, `ended_elsewhere` (the session is gone, for a reason only the stream
 * knew) or `expired` (the browser dropped the cookie when the session ran out).
 */
export type SessionEnd = SessionEndReason | 'ended_elsewhere';

/** Kept for this tab until the sign-in screen has shown it, also across a reload. */
const SESSION_END_KEY = 'gauntlet:session-end';

/** Why the last session on this tab ended, if the sign-in screen has not told it yet (unchecked). */
export const readSessionEnd = (): string | null => sessionStorage.getItem(SESSION_END_KEY);

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
 * start must never show it again), and the sign-in screen will say why.
 */
export async function forgetEndedSession(reason: SessionEnd): Promise<void> {
  sessionStorage.setItem(SESSION_END_KEY, reason);
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

export const isSigningOutHere = (): boolean => signingOutHere;
