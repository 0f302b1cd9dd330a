// `npm run bench`: load scenarios against the real server on PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL names a server (a role that may create databases). Each result is also a
// ratio to a ceiling on the same database: reads to a bare Fastify route running one `SELECT 1`,
// writes to a bare route inserting one row in a transaction. Last, the `reminders` scenario
// (reminders.ts) sends a minute's reminders on a database of its own, judged against its targets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/src/config.js';
import type { DatabaseHandle } from '../apps/server/src/db/database.js';
import { createServer } from '../apps/server/src/server.js';
import { BENCH_SECRET, openBenchDatabase, seedUsers } from './bench-database.js';
import { runLoad, type LoadScenario } from './load-run.js';
import { benchReminders, type RemindersOutcome } from './reminders.js';
import { recordOption, writeResults } from './results-file.js';
import { BENCH_PASSWORD, seedLedgers, seedPartnerships } from './seed.js';
import { freePort, sleep, startServer, stopServer, waitUntilUp } from './server-process.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    // Comma-separated scenarios, for profiling one at a time: printed, never written as the results.
    only: { type: 'string' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    // Two user counts, e.g. 1000,100000: runs both and compares their latencies (scale.json).
    compare: { type: 'string' },
    // The server's READ_CACHE_USERS; 0 makes every read a first read (what the database costs).
    'read-cache-users': { type: 'string' },
    // Only the first N seeded users make requests (all by default). With --compare, the same
    // active users in a small and a large database: what the database's size alone costs.
    'active-users': { type: 'string' },
    // Players whose reminders fall due in the same minute in the reminders scenario (REMINDER_USERS unless set).
    'reminder-users': { type: 'string' },
    ...recordOption,
  },
});
const ONLY = values.only?.split(',');
const DRIVERS = values.drivers.split(',');
const ACTIVE_USERS = values['active-users'] ? Number(values['active-users']) : Infinity;
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const APP_PORT = 4300;
/** Users who check in (today and yesterday each): a steady measurement, without making a 100k-user run last minutes. */
const CHECK_IN_USERS = 5000;
const CEILING_PORT = 4301;
/** Users whose first page of points history is read: a short history and a long one. */
const LEDGER_USERS = 20;
const LEDGER_ROWS = { short: 10, long: 10_000 } as const;
const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
/** Players reminded in the same minute: the issue's figures, 100,000 on a PostgreSQL server and 10,000 embedded. */
const REMINDER_USERS = { pglite: 10_000, postgres: 100_000 } as const;

interface Outcome {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  ratio: number;
  rss_mb: number;
  non_2xx: number;
}

const ledgerRatios: Record<string, { p50_x: number; p99_x: number }> = {};
const memory: Record<string, { idle_rss_mb: number; load_rss_mb: number }> = {};

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/**
 * The idle memory of the server as `npm start` runs it on the seeded database: a process of its
 * own (the bench process also holds the seeding's garbage and, on PGlite, a WASM heap grown by
 * the bulk inserts, which never shrinks), a few seconds after it answered its first request.
 */
async function idleRss(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  const port = await freePort(APP_PORT + 10);
  const server = startServer(port, dataDir, databaseUrl);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}`, server);
    await sleep(3000);
    return rssOf(server.process.pid!);
  } finally {
    await stopServer(server, 'SIGTERM');
  }
}

async function benchDriver(driver: 'pglite' | 'postgres', users: number): Promise<Record<string, Outcome>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-bench-'));
  const opened = await openBenchDatabase(driver, dataDir);
  let handle = opened.handle;
  await handle.migrate();
  await handle.db.execute(sql`create table bench_writes (id bigserial primary key, at timestamptz not null default now())`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: BENCH_SECRET,
    BASE_URL,
    AUTH_RATE_LIMIT: '100000',
    LOG_LEVEL: 'silent',
    READ_CACHE_USERS: values['read-cache-users'],
  });
  console.log(`[${driver}] seeding ${users} users…`);
  const seeded = await seedUsers(handle, users, BASE_URL);
  const identities = seeded.slice(0, ACTIVE_USERS);
  const shortHistories = seeded.slice(0, LEDGER_USERS);
  const longHistories = seeded.slice(LEDGER_USERS, LEDGER_USERS * 2);
  const partnersOfPlayers = await seedPartnerships(handle.db, identities);
  await seedLedgers(
    handle.db,
    shortHistories.map((identity) => identity.userId),
    LEDGER_ROWS.short,
  );
  await seedLedgers(
    handle.db,
    longHistories.map((identity) => identity.userId),
    LEDGER_ROWS.long,
  );

  // PGlite serves one process: the bench's handle closes while the server runs on its own.
  await handle.close();
  const idle = await idleRss(dataDir, opened.url);
  handle = await opened.reopen();

  const app = await createServer(config, handle);
  await app.listen({ port: APP_PORT, host: '127.0.0.1' });
  const ceiling = ceilingApp(handle);
  await ceiling.listen({ port: CEILING_PORT, host: '127.0.0.1' });

  const scenarios: LoadScenario[] = [
    { name: 'ceiling', url: `http://127.0.0.1:${CEILING_PORT}`, path: '/ceiling', method: 'GET' },
    { name: 'write_ceiling', url: `http://127.0.0.1:${CEILING_PORT}`, path: '/write-ceiling', method: 'POST', writes: true },
    { name: 'dashboard', url: BASE_URL, path: '/api/challenges/dashboard', method: 'GET', authenticated: true },
    { name: 'profile', url: BASE_URL, path: '/api/profile/me', method: 'GET', authenticated: true },
    // A partner's view of their player, read as often as a dashboard, with the same targets.
    {
      name: 'partner_view',
      url: BASE_URL,
      path: '/api/partner/players/:userId',
      method: 'GET',
      authenticated: true,
      identities: partnersOfPlayers,
    },
    {
      name: 'check_in',
      url: BASE_URL,
      path: '/api/challenges/metrics/work-out-days/check-in',
      method: 'POST',
      authenticated: true,
      origin: BASE_URL,
      // Each user checks in for today, then for yesterday (both open in the seeded challenges,
      // which count their days in UTC): a run twice as long as one round, for a steadier p99.
      identities: identities.slice(0, CHECK_IN_USERS),
      amount: Math.min(identities.length, CHECK_IN_USERS) * 2,
      checkInDays: [0, 1].map((daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)),
      writes: true,
    },
    // The first page of the points history, as long as the short history, for users with 10 and with 10,000 rows.
    {
      name: 'ledger_10',
      url: BASE_URL,
      path: '/api/points/history?limit=10',
      method: 'GET',
      authenticated: true,
      identities: shortHistories,
    },
    {
      name: 'ledger_10000',
      url: BASE_URL,
      path: '/api/points/history?limit=10',
      method: 'GET',
      authenticated: true,
      identities: longHistories,
    },
    // Both are for signed-in players: a visitor who is not signed in sees a closed profile, and no list.
    { name: 'public_profile', url: BASE_URL, path: '/api/profile/users/:userId', method: 'GET', authenticated: true },
    { name: 'recent_users', url: BASE_URL, path: '/api/profile/recent', method: 'GET', authenticated: true },
    {
      name: 'login',
      url: BASE_URL,
      path: '/api/auth/sign-in/email',
      method: 'POST',
      loginPassword: BENCH_PASSWORD,
      amount: Math.min(identities.length, 200),
      connections: 10,
    },
  ];

  const outcomes: Record<string, Outcome> = {};
  const ceilings = { read: 1, write: 1 };
  const isCeiling = (name: string) => name === 'ceiling' || name === 'write_ceiling';
  let loadRss = 0;
  for (const scenario of scenarios.filter((each) => isCeiling(each.name) || !ONLY || ONLY.includes(each.name))) {
    const run = await runLoad(scenario, { identities, duration: DURATION, connections: CONNECTIONS });
    if (scenario.name === 'ceiling') ceilings.read = run.rps;
    if (scenario.name === 'write_ceiling') ceilings.write = run.rps;
    loadRss = Math.max(loadRss, run.rss);
    outcomes[`${driver}/${scenario.name}`] = {
      rps: Math.round(run.rps),
      p50_ms: run.p50,
      p99_ms: run.p99,
      ratio: Number((run.rps / (scenario.writes ? ceilings.write : ceilings.read)).toFixed(2)),
      rss_mb: Math.round(run.rss / 1024 / 1024),
      non_2xx: run.non2xx,
    };
    console.log(`[${driver}] ${scenario.name.padEnd(15)} ${JSON.stringify(outcomes[`${driver}/${scenario.name}`])}`);
  }
  const short = outcomes[`${driver}/ledger_10`];
  const long = outcomes[`${driver}/ledger_10000`];
  if (short && long) {
    // A long history must not slow its first page: the target is at most 1.5 times the short one's.
    ledgerRatios[`${driver}/ledger_10000_vs_10`] = {
      p50_x: Number((long.p50_ms / Math.max(short.p50_ms, 1)).toFixed(2)),
      p99_x: Number((long.p99_ms / Math.max(short.p99_ms, 1)).toFixed(2)),
    };
    console.log(`[${driver}] ledger 10000 vs 10 rows ${JSON.stringify(ledgerRatios[`${driver}/ledger_10000_vs_10`])}`);
  }
  memory[driver] = { idle_rss_mb: Math.round(idle / 1024 / 1024), load_rss_mb: Math.round(loadRss / 1024 / 1024) };
  console.log(`[${driver}] memory ${JSON.stringify(memory[driver])}`);
  await ceiling.close();
  await app.close();
  await handle.close();
  await opened.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return outcomes;
}

function ceilingApp(handle: DatabaseHandle) {
  const app = Fastify();
  app.get('/ceiling', async () => {
    await handle.db.execute(sql`select 1`);
    return { ok: true };
  });
  app.post('/write-ceiling', async () => {
    await handle.db.transaction((tx) => tx.execute(sql`insert into bench_writes default values`));
    return { ok: true };
  });
  return app;
}

/** Other work on the machine skews absolute figures (ratios within one run much less): recorded with them. */
const loadAtStart = os.loadavg().map((each) => Number(each.toFixed(2)));
const drivers = (['pglite', 'postgres'] as const).filter(
  (driver) => DRIVERS.includes(driver) && (driver === 'pglite' || process.env.BENCH_DATABASE_URL),
);
const write = (file: string, data: unknown) => writeResults(file, data, values.record);

if (values.compare) {
  // The same scenarios at a small and a large user count: the large one's latency as a multiple
  // of the small one's (the target is at most 1.2).
  const [small, large] = values.compare.split(',').map(Number) as [number, number];
  const scale: Record<string, { p50_x: number; p99_x: number; small: Outcome; large: Outcome }> = {};
  for (const driver of drivers) {
    const atSmall = await benchDriver(driver, small);
    const atLarge = await benchDriver(driver, large);
    for (const [name, outcome] of Object.entries(atLarge)) {
      const base = atSmall[name]!;
      scale[name] = {
        p50_x: Number((outcome.p50_ms / Math.max(base.p50_ms, 1)).toFixed(2)),
        p99_x: Number((outcome.p99_ms / Math.max(base.p99_ms, 1)).toFixed(2)),
        small: base,
        large: outcome,
      };
    }
  }
  write(values['read-cache-users'] === '0' ? 'scale-uncached.json' : 'scale.json', {
    machine: { cores: os.cpus().length, load_average_at_start: loadAtStart },
    users: { small, large },
    ...(values['read-cache-users'] ? { read_cache_users: Number(values['read-cache-users']) } : {}),
    ...(values['active-users'] ? { active_users: ACTIVE_USERS } : {}),
    scenarios: scale,
  });
  console.table(
    Object.fromEntries(Object.entries(scale).map(([name, each]) => [name, { p50_x: each.p50_x, p99_x: each.p99_x }])),
  );
} else {
  // `--only reminders` runs that scenario alone: the ceilings are not needed to judge it.
  if (!ONLY || ONLY.some((name) => name !== 'reminders')) {
    const results: Record<string, Outcome> = {};
    for (const driver of drivers) Object.assign(results, await benchDriver(driver, Number(values.users)));
    if (!ONLY)
      write('latest.json', {
        machine: { cores: os.cpus().length, load_average_at_start: loadAtStart },
        ...results,
        ...ledgerRatios,
        ...Object.fromEntries(Object.entries(memory).map(([driver, each]) => [`${driver}/memory`, each])),
      });
    console.table(results);
    console.table(ledgerRatios);
    console.table(memory);
  }
  if (!ONLY || ONLY.includes('reminders')) {
    const reminders: Partial<Record<(typeof drivers)[number], RemindersOutcome>> = {};
    for (const driver of drivers) {
      const users = values['reminder-users'] ? Number(values['reminder-users']) : REMINDER_USERS[driver];
      reminders[driver] = await benchReminders(driver, {
        users,
        dashboardUsers: Math.min(users, Number(values.users)),
        connections: CONNECTIONS,
      });
    }
    write('reminders.json', {
      machine: { cores: os.cpus().length, load_average_at_start: loadAtStart },
      ...reminders,
    });
    if (Object.values(reminders).some((outcome) => !outcome.passed)) process.exitCode = 1;
  }
}
