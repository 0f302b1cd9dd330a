// Durability when the database crashes: `pg_ctl stop -m immediate` of the script's own PostgreSQL
// cluster under write load, then `pg_ctl start`. The app server is never restarted: writes fail
// while the database is down (not acknowledged), then the same process must serve again and
// LISTEN again, and every acknowledged write must be there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LISTENER_APPLICATION_NAME } from '../apps/server/src/db/database.js';
import { invariants, randomMoment, signUp } from './durability-harness.js';
import { freePort, sleep, startServer, stopServer, waitUntilUp } from './server-process.js';
import { findPgBin } from '../apps/server/src/backup/postgres-tools.js';
import { createCluster } from './pg-cluster.js';

export interface CrashOptions {
  rounds: number;
  /** The first port tried for the app server. */
  firstPort: number;
  log?: (line: string) => void;
}

/** Several writers, so several transactions are in flight when PostgreSQL goes down. */
const WRITERS = 4;
const RECOVERY_LIMIT_MS = 30_000;
/** Clear of CI's PostgreSQL (54329) and the usual dev server (54330). */
const FIRST_PG_PORT = 54340;

/** How many listening connections the app server holds: exactly one when all is well. */
async function listeners(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1',
      [LISTENER_APPLICATION_NAME],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Milliseconds from `since` until something LISTENs again (the server retries every second), or null. */
async function relisten(url: string, since: number): Promise<number | null> {
  while (Date.now() - since < 10_000) {
    if ((await listeners(url)) > 0) return Date.now() - since;
    await sleep(100);
  }
  return null;
}

export async function runPostgresCrash({ rounds, firstPort, log = () => undefined }: CrashOptions) {
  const bin = findPgBin();
  if (!bin) return { skipped: 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin' };
  const port = await freePort(firstPort);
  const cluster = await createCluster(bin, await freePort(FIRST_PG_PORT));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-durability-'));
  const base = `http://127.0.0.1:${port}`;
  const acknowledged: string[] = [];
  const failures: string[] = [];
  const recoveries: number[] = [];
  let unacknowledged = 0;
  const server = startServer(port, dataDir, cluster.url);
  const checkOneListener = async (when: string) => {
    const listening = await listeners(cluster.url);
    if (listening !== 1) failures.push(`${when}: ${listening} LISTEN connections, expected 1`);
  };
  try {
    await waitUntilUp(base, server);
    const client = await signUp(base);
    for (let round = 1; round <= rounds; round += 1) {
      let restartedAt = 0;
      let recoveredAt = 0;
      let stop = false;
      const writer = async (id: number) => {
        for (let written = 0; !stop && !server.exited(); written += 1) {
          const name = `c${round}-${id}-${written}`;
          if (await client.write(name).catch(() => false)) {
            acknowledged.push(name);
            if (restartedAt && !recoveredAt) recoveredAt = Date.now();
          } else {
            unacknowledged += 1;
            // While the database is down, failures come fast: do not spin.
            await sleep(20);
          }
        }
      };
      const writers = Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
      await sleep(randomMoment());
      await checkOneListener(`round ${round}, before the crash`);
      await cluster.crash();
      await sleep(200 + Math.random() * 300);
      await cluster.start();
      restartedAt = Date.now();
      while (!recoveredAt && !server.exited() && Date.now() - restartedAt < RECOVERY_LIMIT_MS) await sleep(20);
      await sleep(200);
      stop = true;
      await writers;
      if (server.exited()) {
        failures.push(`round ${round}: the app server exited while PostgreSQL was down:\n${server.stderr()}`);
        break;
      }
      if (recoveredAt) recoveries.push(recoveredAt - restartedAt);
      else failures.push(`round ${round}: no write succeeded within ${RECOVERY_LIMIT_MS} ms of the restart`);
      const lost = await client.lost(acknowledged);
      if (lost) failures.push(`round ${round}: ${lost}`);
      const relistened = await relisten(cluster.url, restartedAt);
      if (relistened === null) failures.push(`round ${round}: the app server did not LISTEN again`);
      log(
        `round ${round}: ${acknowledged.length} acknowledged writes so far; writes ${recoveredAt - restartedAt} ms and LISTEN ${relistened} ms after pg_ctl start returned`,
      );
    }
    if (!server.exited()) await checkOneListener('after the last round');
    log(
      `${acknowledged.length} acknowledged, ${unacknowledged} refused around the crashes; writes back within ${Math.max(...recoveries)} ms`,
    );
    await stopServer(server, 'SIGTERM');
    failures.push(...(await invariants(cluster.url, dataDir)));
    return { acknowledged: acknowledged.length, unacknowledged, recoveries, failures };
  } finally {
    await stopServer(server, 'SIGKILL');
    await cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
