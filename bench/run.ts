// `npm run bench`: load scenarios against the real server on PGlite, and on PostgreSQL when
// BENCH_DATABASE_URL names a server (a role that may create databases). Each result is also a
// ratio to a ceiling: a bare Fastify route running one `SELECT 1` on the same database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { createAuth } from '../apps/server/src/auth/auth.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { createServer } from '../apps/server/src/server.js';
import { BENCH_PASSWORD, seed, type Identity } from './seed.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    // Comma-separated subsets, for profiling one scenario or one driver at a time.
    only: { type: 'string' },
    drivers: { type: 'string', default: 'pglite,postgres' },
  },
});
const ONLY = values.only?.split(',');
const DRIVERS = values.drivers.split(',');
const USERS = Number(values.users);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const APP_PORT = 4300;
const CEILING_PORT = 4301;
const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
const SECRET = 'bench-secret-that-is-long-enough-for-better-auth-0123456789';

interface Scenario {
  name: string;
  url: string;
  path: string;
  method: 'GET' | 'POST';
  authenticated?: boolean;
  origin?: string;
  loginPassword?: string;
  amount?: number;
  connections?: number;
}

interface Outcome {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  ratio: number;
  rss_mb: number;
  non_2xx: number;
}

function runLoad(scenario: Scenario, identities: Identity[]): Promise<{ rps: number; p50: number; p99: number; non2xx: number; rss: number }> {
  const file = path.join(os.tmpdir(), `gauntlet-bench-${scenario.name}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ ...scenario, connections: scenario.connections ?? CONNECTIONS, duration: DURATION, identities }),
  );
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [new URL('./load.mjs', import.meta.url).pathname, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${scenario.name}: load process exited ${code}`));
      const result = JSON.parse(output);
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, rss: peak });
    });
  });
}

async function openBenchDatabase(driver: 'pglite' | 'postgres', dataDir: string) {
  if (driver === 'pglite') return { handle: await openPglite(path.join(dataDir, 'pgdata')), drop: async () => undefined };
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `gauntlet_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    handle: await openPostgres(url.toString()),
    drop: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

async function benchDriver(driver: 'pglite' | 'postgres'): Promise<Record<string, Outcome>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-bench-'));
  const { handle, drop } = await openBenchDatabase(driver, dataDir);
  await handle.migrate();
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET, BASE_URL, AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'silent' });
  console.log(`[${driver}] seeding ${USERS} users…`);
  const auth = createAuth({ db: handle.db, baseUrl: BASE_URL, secret: SECRET, rateLimitPerMinute: 100000 });
  const identities = await seed(handle.db, auth, SECRET, USERS);

  const app = await createServer(config, handle);
  await app.listen({ port: APP_PORT, host: '127.0.0.1' });
  const ceiling = ceilingApp(handle);
  await ceiling.listen({ port: CEILING_PORT, host: '127.0.0.1' });

  const scenarios: Scenario[] = [
    { name: 'ceiling', url: `http://127.0.0.1:${CEILING_PORT}`, path: '/ceiling', method: 'GET' },
    { name: 'dashboard', url: BASE_URL, path: '/api/challenges/dashboard', method: 'GET', authenticated: true },
    { name: 'profile', url: BASE_URL, path: '/api/profile/me', method: 'GET', authenticated: true },
    {
      name: 'check_in',
      url: BASE_URL,
      path: '/api/metrics/work-out-days/check-in',
      method: 'POST',
      authenticated: true,
      origin: BASE_URL,
      amount: USERS,
    },
    { name: 'public_profile', url: BASE_URL, path: '/api/profiles/:userId', method: 'GET' },
    { name: 'recent_users', url: BASE_URL, path: '/api/profiles/recent', method: 'GET' },
    {
      name: 'login',
      url: BASE_URL,
      path: '/api/auth/sign-in/email',
      method: 'POST',
      loginPassword: BENCH_PASSWORD,
      amount: Math.min(USERS, 200),
      connections: 10,
    },
  ];

  const outcomes: Record<string, Outcome> = {};
  let ceilingRps = 1;
  for (const scenario of scenarios.filter((each) => each.name === 'ceiling' || !ONLY || ONLY.includes(each.name))) {
    const run = await runLoad(scenario, identities);
    if (scenario.name === 'ceiling') ceilingRps = run.rps;
    outcomes[`${driver}/${scenario.name}`] = {
      rps: Math.round(run.rps),
      p50_ms: run.p50,
      p99_ms: run.p99,
      ratio: Number((run.rps / ceilingRps).toFixed(2)),
      rss_mb: Math.round(run.rss / 1024 / 1024),
      non_2xx: run.non2xx,
    };
    console.log(`[${driver}] ${scenario.name.padEnd(15)} ${JSON.stringify(outcomes[`${driver}/${scenario.name}`])}`);
  }
  await ceiling.close();
  await app.close();
  await handle.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return outcomes;
}

function ceilingApp(handle: DatabaseHandle) {
  const app = Fastify();
  app.get('/ceiling', async () => {
    await handle.db.execute(sql`select 1`);
    return { ok: true };
  });
  return app;
}

const results = {
  ...(DRIVERS.includes('pglite') ? await benchDriver('pglite') : {}),
  ...(DRIVERS.includes('postgres') && process.env.BENCH_DATABASE_URL ? await benchDriver('postgres') : {}),
};
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
fs.writeFileSync(new URL('./results/latest.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.table(results);
