import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './query-keys';
import { forgetEndedSession, isSigningOutHere, type SessionEnd } from './session-end';

/**
 * The app learned, while a player was signed in, that their session is over: nobody is signed in
 * any more, and nothing of theirs is left on the device or on the screens. Resolves false when
 * that was no news (nobody was signed in, or this tab is signing out itself).
 */
export async function endSession(queryClient: QueryClient, reason: SessionEnd): Promise<boolean> {
  if (isSigningOutHere() || !queryClient.getQueryData(meQueryKey)) return false;
  // Nobody is signed in before anything is deleted, so that no save of the player's data follows.
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
  await forgetEndedSession(reason);
  return true;
}
