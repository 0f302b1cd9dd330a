// A database of its own for one bench run: a PGlite directory, or a new database on the server
// BENCH_DATABASE_URL names (dropped after), migrated and seeded with users.
import pg from 'pg';
import path from 'node:path';
import { createAuth } from '../apps/server/src/auth/auth.js';
import { accountHooks } from '../apps/server/src/features/account/account-hooks.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { seed, type Identity } from './seed.js';

export const BENCH_SECRET = 'bench-secret-that-is-long-enough-for-better-auth-0123456789';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Opens the database again after `handle` was closed (PGlite serves one process at a time). */
  reopen: () => Promise<DatabaseHandle>;
  /** The PostgreSQL database's URL; undefined on PGlite. */
  url: string | undefined;
  drop: () => Promise<void>;
}

export async function openBenchDatabase(driver: 'pglite' | 'postgres', dataDir: string): Promise<BenchDatabase> {
  const pgliteDir = path.join(dataDir, 'pgdata');
  if (driver === 'pglite') {
    return {
      handle: await openPglite(pgliteDir),
      reopen: () => openPglite(pgliteDir),
      url: undefined,
      drop: async () => undefined,
    };
  }
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `gauntlet_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    handle: await openPostgres(url.toString()),
    reopen: () => openPostgres(url.toString()),
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/** Seeds `users` accounts (see `seed`) with the password hashing and session cookies of a server at `baseUrl`. */
export function seedUsers(handle: DatabaseHandle, users: number, baseUrl: string): Promise<Identity[]> {
  const auth = createAuth({
    db: handle.db,
    hooks: accountHooks(handle.db, async () => undefined),
    // The seed resets no password and verifies no address.
    passwordReset: { sendResetLink: () => undefined, onPasswordReset: () => Promise.resolve() },
    emailVerification: { sendVerificationLink: () => undefined },
    baseUrl,
    trustedOrigins: [baseUrl],
    secret: BENCH_SECRET,
    rateLimitPerMinute: 100000,
  });
  return seed(handle.db, auth, BENCH_SECRET, users);
}
