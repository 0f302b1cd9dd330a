// Durability: write through the HTTP API, kill -9 the server at a random moment, start it again
// and check that every write the client saw acknowledged is there and the invariants hold.
// Used by the tests (a short run) and by `npm run bench:durability` (ten rounds per driver).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.js';
import { checkInvariants } from '../apps/server/test/invariants.js';

const ROOT = new URL('..', import.meta.url).pathname;

export interface DurabilityOptions {
  rounds: number;
  port: number;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  log?: (line: string) => void;
}

function startServer(port: number, dataDir: string, databaseUrl?: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: 'ignore',
  });
}

async function waitUntilUp(base: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not come up');
}

export async function runDurability({ rounds, port, databaseUrl, log = () => undefined }: DurabilityOptions) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-durability-'));
  const base = `http://127.0.0.1:${port}`;
  const headers = { 'content-type': 'application/json', origin: base };
  const acknowledged: string[] = [];
  let cookie = '';
  const failures: string[] = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const server = startServer(port, dataDir, databaseUrl);
      await waitUntilUp(base);

      if (!cookie) {
        const email = `durable-${crypto.randomUUID().slice(0, 8)}@example.com`;
        const body = { email, password: 'durable-password', username: 'durable', acceptTerms: true };
        const response = await fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify(body) });
        cookie = response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
      }

      // Everything acknowledged before the previous kill must have survived it.
      const listed = await fetch(`${base}/api/routines`, { headers: { cookie } });
      const names = new Set(((await listed.json()) as { name: string }[]).map((routine) => routine.name));
      const lost = acknowledged.filter((name) => !names.has(name));
      if (lost.length) failures.push(`round ${round}: ${lost.length} acknowledged writes lost`);
      const check = await fetch(`${base}/api/profile/me`, { headers: { cookie } });
      if (!check.ok) failures.push(`round ${round}: the session did not survive`);

      // Write until killed at a random moment, remembering what was acknowledged.
      const killAt = Date.now() + 300 + Math.random() * 1200;
      const killer = setTimeout(() => server.kill('SIGKILL'), killAt - Date.now());
      let written = 0;
      while (Date.now() < killAt + 200) {
        const name = `r${round}-${written}`;
        try {
          const response = await fetch(`${base}/api/routines`, {
            method: 'POST',
            headers: { ...headers, cookie },
            body: JSON.stringify({ name, exercises: [{ name: 'Squat', sets: 1, reps: 1, weight: 0 }] }),
          });
          if (response.ok) acknowledged.push(name);
        } catch {
          break;
        }
        written += 1;
      }
      clearTimeout(killer);
      await new Promise<void>((resolve) => (server.exitCode !== null || server.signalCode ? resolve() : server.once('exit', () => resolve())));
      log(`round ${round}: ${acknowledged.length} acknowledged writes so far`);
    }
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      failures.push(...(await checkInvariants(database.db)));
    } finally {
      await database.close();
    }
    return { acknowledged: acknowledged.length, failures };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(process.env.ROUNDS ?? 10);
  const results = [await runDurability({ rounds, port: 4310, log: (line) => console.log(`[pglite] ${line}`) })];
  if (process.env.BENCH_DATABASE_URL) {
    results.push(await runDurability({ rounds, port: 4311, databaseUrl: process.env.BENCH_DATABASE_URL, log: (line) => console.log(`[postgres] ${line}`) }));
  }
  const failures = results.flatMap((result) => result.failures);
  console.log(failures.length ? failures.join('\n') : 'every acknowledged write survived');
  process.exit(failures.length ? 1 : 0);
}
