// Durability: write through the HTTP API, crash something at a random moment and check that every
// write the client saw acknowledged is there and the invariants hold. Here: kill -9 of the app
// server, then a restart; `durability-pg-crash.ts`: PostgreSQL crashed under a running app server.
// Used by the tests (a short run) and by `npm run bench:durability` (ten rounds of each).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runPostgresCrash } from './durability-pg-crash.js';
import { invariants, randomMoment, signUp, type Client } from './durability-harness.js';
import { freePort, startServer, stopServer, waitUntilUp } from './server-process.js';

export interface DurabilityOptions {
  rounds: number;
  /** The first port tried for the app server. */
  firstPort: number;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  log?: (line: string) => void;
}

export async function runDurability({ rounds, firstPort, databaseUrl, log = () => undefined }: DurabilityOptions) {
  const port = await freePort(firstPort);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-durability-'));
  const base = `http://127.0.0.1:${port}`;
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let client: Client | undefined;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const server = startServer(port, dataDir, databaseUrl);
      await waitUntilUp(base, server);
      client ??= await signUp(base);

      // Everything acknowledged before the previous kill must have survived it (the session too).
      const lost = await client.lost(acknowledged);
      if (lost) failures.push(`round ${round}: ${lost}`);

      // Write until killed at a random moment, remembering what was acknowledged.
      const killAt = Date.now() + randomMoment();
      const killer = setTimeout(() => server.process.kill('SIGKILL'), killAt - Date.now());
      for (let written = 0; Date.now() < killAt + 200; written += 1) {
        const name = `r${round}-${written}`;
        try {
          if (await client.write(name)) acknowledged.push(name);
        } catch {
          break;
        }
      }
      clearTimeout(killer);
      await stopServer(server, 'SIGKILL');
      log(`round ${round}: ${acknowledged.length} acknowledged writes so far`);
    }
    failures.push(...(await invariants(databaseUrl, dataDir)));
    log(`${acknowledged.length} acknowledged writes, ${failures.length} failures`);
    return { acknowledged: acknowledged.length, failures };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(process.env.ROUNDS ?? 10);
  const results = [await runDurability({ rounds, firstPort: 4310, log: (line) => console.log(`[pglite kill -9] ${line}`) })];
  if (process.env.BENCH_DATABASE_URL) {
    const log = (line: string) => console.log(`[postgres kill -9] ${line}`);
    results.push(await runDurability({ rounds, firstPort: 4311, databaseUrl: process.env.BENCH_DATABASE_URL, log }));
  }
  const crash = await runPostgresCrash({
    rounds,
    firstPort: 4312,
    log: (line) => console.log(`[postgres immediate stop] ${line}`),
  });
  if ('skipped' in crash) console.log(`[postgres immediate stop] skipped: ${crash.skipped}`);
  else results.push(crash);
  const failures = results.flatMap((result) => result.failures);
  console.log(failures.length ? failures.join('\n') : 'every acknowledged write survived');
  process.exit(failures.length ? 1 : 0);
}
