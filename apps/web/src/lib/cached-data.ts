import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { MyProfile } from '@gauntlet/core';
import { meQueryKey } from './query-keys';

/**
 * The last known data of the signed-in user, kept on the device so screens open offline. Each
 * user's cache lives under their own id; the id of the last user signed in on this device says
 * which one an offline start restores. Signing out (here or in another tab) deletes both.
 */
const LAST_USER_KEY = 'gauntlet:last-user';
const SAVE_DELAY_MS = 1000;

// What reads and writes IndexedDB arrives after the first screen: nothing is saved or read back
// before then. The calls share one import, so they reach the store in the order they were made;
// a failed import is tried again on the next call.
const loadStore = () => import('./cached-data-store');
let loadingStore: ReturnType<typeof loadStore> | undefined;
function deviceStore(): ReturnType<typeof loadStore> {
  loadingStore ??= loadStore().catch((error: unknown) => {
    loadingStore = undefined;
    throw error;
  });
  return loadingStore;
}

/** Someone was signed in on this device when the app last ran, and has not signed out since. */
export const someoneWasSignedInHere = (): boolean => localStorage.getItem(LAST_USER_KEY) !== null;

/**
 * The server cannot be reached at start: puts the last signed-in user's saved data back, so the
 * screens open with it. Resolves the saved profile, or null when nothing was saved.
 */
export async function restoreCachedData(queryClient: QueryClient): Promise<MyProfile | null> {
  const userId = localStorage.getItem(LAST_USER_KEY);
  const { restoreQueries } = await deviceStore();
  if (!(await restoreQueries(queryClient, userId))) return null;
  return queryClient.getQueryData<MyProfile | null>(meQueryKey) ?? null;
}

/**
 * Writes the signed-in user's successful queries to the device now, and resolves once they are
 * stored: what the user acts on offline (a check-in) is saved with the data it was made on, so
 * an app restarted at once opens with both.
 */
export async function saveCachedData(queryClient: QueryClient): Promise<void> {
  const me = queryClient.getQueryData<MyProfile | null>(meQueryKey);
  if (!me) return;
  // Another user signed in on this device without signing out first: their data goes.
  const previous = localStorage.getItem(LAST_USER_KEY);
  localStorage.setItem(LAST_USER_KEY, me.userId);
  // A store that cannot be loaded keeps nothing, as a refused write does.
  await deviceStore().then(
    (store) => store.saveQueries(queryClient, me.userId, previous),
    () => undefined,
  );
}

/** Saves the signed-in user's successful queries a moment after any of them changes. */
export function keepCachedData(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => void saveCachedData(queryClient);
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** Deletes the saved data of the user whose session ended (signed out here or elsewhere, expired, deleted). */
export async function forgetCachedData(): Promise<void> {
  const userId = localStorage.getItem(LAST_USER_KEY);
  localStorage.removeItem(LAST_USER_KEY);
  if (!userId) return;
  await deviceStore().then(
    (store) => store.forgetQueries(userId),
    () => undefined,
  );
}

/**
 * When the data on screen was last read from the server, for the offline banner. The profile is
 * left out: restored from the device, it is stamped with the moment it came back.
 */
export function lastUpdatedAt(queryClient: QueryClient): number {
  const meHash = hashKey(meQueryKey);
  const queries = queryClient.getQueryCache().getAll();
  return Math.max(0, ...queries.filter((query) => query.queryHash !== meHash).map((query) => query.state.dataUpdatedAt));
}
