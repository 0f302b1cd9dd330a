import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The device side of the cached data (cached-data.ts): each user's React Query cache in
 * IndexedDB, under their id. Nothing is saved or read back before the first screen, so this and
 * React Query's (de)hydration arrive in a chunk of their own, out of the first load.
 */

// Opened at its first use: a guest's offline start reads nothing and leaves no database behind.
let opened: UseStore | undefined;
const store = () => (opened ??= createStore('gauntlet-cached-data', 'by-user'));

/** Saves and deletions run one after another, so a deletion is never overtaken by a save begun before it. */
let lastWrite: Promise<unknown> = Promise.resolve();
const inTurn = (write: () => Promise<unknown>): Promise<unknown> => (lastWrite = lastWrite.then(write).catch(() => undefined));

/** Puts the user's saved queries back; resolves false when nothing was saved. */
export async function restoreQueries(queryClient: QueryClient, userId: string | null): Promise<boolean> {
  const saved = userId ? await get<DehydratedState>(userId, store()).catch(() => undefined) : undefined;
  if (!saved) return false;
  hydrate(queryClient, saved);
  return true;
}

/** Saves the client's successful queries as this user's, deleting a previous user's first. */
export function saveQueries(queryClient: QueryClient, userId: string, previousUserId: string | null): Promise<unknown> {
  const state = dehydrate(queryClient);
  return inTurn(async () => {
    if (previousUserId && previousUserId !== userId) await del(previousUserId, store());
    await set(userId, state, store());
  });
}

/** Deletes the user's saved queries, after any save begun before. */
export function forgetQueries(userId: string): Promise<unknown> {
  return inTurn(() => del(userId, store()));
}
