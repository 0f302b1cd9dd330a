// What the durability rounds drive: a signed-up client that writes routines and says which
// acknowledged ones are gone, and the invariants checked after the crashes.
import { openDatabase } from '../apps/server/src/db/database.js';
import { checkInvariants } from '../apps/server/src/ledger/invariants.js';
import { signUpSession } from './server-process.js';

/** A moment 0.3–1.5 s ahead, so the crash lands anywhere in a transaction's life. */
export const randomMoment = () => 300 + Math.random() * 1200;

export type Client = Awaited<ReturnType<typeof signUp>>;

export async function signUp(base: string) {
  const headers = { 'content-type': 'application/json', origin: base };
  const cookie = await signUpSession(base, 'durable');
  return {
    /** True when acknowledged; a network error or a time-out throws. */
    async write(name: string): Promise<boolean> {
      const response = await fetch(`${base}/api/routines`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ name, exercises: [{ name: 'Squat', sets: 1, reps: 1, weight: 0 }] }),
        signal: AbortSignal.timeout(5000),
      });
      await response.body?.cancel();
      return response.ok;
    },
    /** Why not every acknowledged write is listed (a lost session shows as a 401), or null. */
    async lost(acknowledged: string[]): Promise<string | null> {
      const listed = await fetch(`${base}/api/routines`, { headers: { cookie } });
      if (!listed.ok) return `listing the routines failed with ${listed.status}`;
      const names = new Set(((await listed.json()) as { name: string }[]).map((routine) => routine.name));
      const lost = acknowledged.filter((name) => !names.has(name)).length;
      return lost ? `${lost} acknowledged writes lost` : null;
    },
  };
}

export async function invariants(databaseUrl: string | undefined, dataDir: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    return await checkInvariants(database.db);
  } finally {
    await database.close();
  }
}
