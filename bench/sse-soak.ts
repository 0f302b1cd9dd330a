// Soak: `--clients` open profile event streams (one per seeded user) while profile writes run for
// `--duration` seconds, against the real server on PGlite and, when BENCH_DATABASE_URL names a
// server (a role that may create databases), on PostgreSQL. Passes with no failed write, no broken
// stream, no event id going backwards, every written user's stream showing its last write, and
// flat server memory. The clients and writers run in a forked copy of this file
// (SOAK_ROLE=clients), so they do not share the server's event loop.
// `tsx --expose-gc bench/sse-soak.ts` also measures the heap after a full GC (see `soak`).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createAuth } from '../apps/server/src/auth/auth.js';
import { accountHooks } from '../apps/server/src/features/account/account-hooks.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite, openPostgres } from '../apps/server/src/db/database.js';
import { createServer } from '../apps/server/src/server.js';
import { recordOption, writeResults } from './results-file.js';
import { seed, type Identity } from './seed.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    // At least 30 s: the memory verdict compares the 10 s after a warm-up with the last 10 s.
    duration: { type: 'string', default: '60' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    ...recordOption,
  },
});
const CLIENTS = Number(values.clients);
const DURATION_S = Number(values.duration);
const PORT = 4320;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const SECRET = 'bench-secret-that-is-long-enough-for-better-auth-0123456789';
/** Concurrent writers; each owns a disjoint set of users, so a user never has two writes in flight. */
const WRITERS = 20;
/** How long streams may take to show the last acknowledged write once writing stops. */
const SETTLE_MS = 10_000;

interface ClientStats {
  writes: number;
  write_errors: number;
  stream_errors: number;
  /** Profile events after each stream's first (the current state every stream opens with). */
  events: number;
  /** Users whose stream never showed their last acknowledged write. */
  missed_updates: number;
  /** Events whose id (the profile version) went backwards: a newer state overtaken by an older one. */
  stale_events: number;
  reasons: Record<string, number>;
}

type ClientMessage = { type: 'open' } | { type: 'done'; stats: ClientStats };

// ---- client side (forked) ----

async function runClients(identities: Identity[]): Promise<ClientStats> {
  const stats: ClientStats = {
    writes: 0,
    write_errors: 0,
    stream_errors: 0,
    events: 0,
    missed_updates: 0,
    stale_events: 0,
    reasons: {},
  };
  const count = (key: 'write_errors' | 'stream_errors', reason: string) => {
    stats[key]++;
    stats.reasons[reason] = (stats.reasons[reason] ?? 0) + 1;
  };
  const shown = new Map<string, { id: number; userName: string }>();
  const streams: http.ClientRequest[] = [];
  let closing = false;

  // Resolves at the stream's first event, or when it failed (counted once, whatever the reason).
  const openStream = (identity: Identity) =>
    new Promise<void>((resolve) => {
      let failed = false;
      const fail = (reason: string) => {
        if (!closing && !failed) count('stream_errors', reason);
        failed = true;
        resolve();
      };
      const request = http.get(
        `${BASE_URL}/api/profile/me/events`,
        { headers: { cookie: identity.cookie }, agent: false },
        (response) => {
          if (response.statusCode !== 200) return fail(`stream status ${response.statusCode}`);
          let buffer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const lines = buffer.slice(0, end).split('\n');
              buffer = buffer.slice(end + 2);
              const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
              if (field('event') !== 'profile') continue; // a keep-alive comment
              const id = Number(field('id'));
              const previous = shown.get(identity.userId);
              if (previous) stats.events++;
              if (previous && id < previous.id) stats.stale_events++;
              shown.set(identity.userId, { id, userName: (JSON.parse(field('data')!) as { userName: string }).userName });
              resolve();
            }
          });
          response.on('close', () => fail('stream closed early'));
        },
      );
      request.on('error', (error) => fail(`stream ${error.message}`));
      streams.push(request);
    });
  await Promise.all(identities.map(openStream));
  process.send!({ type: 'open' } satisfies ClientMessage);

  const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
  const acked = new Map<string, string>();
  const patchName = (identity: Identity, userName: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ userName });
      const headers = {
        cookie: identity.cookie,
        origin: BASE_URL,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      };
      const request = http.request(`${BASE_URL}/api/profile/me`, { method: 'PATCH', agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end(body);
    });
  const deadline = Date.now() + DURATION_S * 1000;
  let serial = 0;
  const writer = async (own: Identity[]) => {
    for (let turn = 0; own.length && Date.now() < deadline; turn++) {
      const identity = own[turn % own.length]!;
      const userName = `soak-${serial++}`;
      const status = await patchName(identity, userName).catch((error: Error) => error.message);
      if (status === 200) {
        stats.writes++;
        acked.set(identity.userId, userName);
      } else count('write_errors', `write ${status}`);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(identities.filter((_, i) => i % WRITERS === w))));
  agent.destroy();

  const missed = () => [...acked].filter(([userId, userName]) => shown.get(userId)?.userName !== userName).length;
  for (const settleBy = Date.now() + SETTLE_MS; missed() > 0 && Date.now() < settleBy;)
    await new Promise((r) => setTimeout(r, 100));
  stats.missed_updates = missed();
  closing = true;
  for (const stream of streams) stream.destroy();
  return stats;
}

// ---- server side ----

async function openDatabase(driver: string, dataDir: string) {
  if (driver === 'pglite') return { handle: await openPglite(path.join(dataDir, 'pgdata')), drop: () => Promise.resolve() };
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `gauntlet_soak_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  };
  return { handle: await openPostgres(url.toString()), drop };
}

interface Samples {
  rss: number[];
  /** heapUsed after a full GC, only when run with --expose-gc. */
  heap: number[];
}

/**
 * Runs the clients' process and samples the server's memory once a second while the writes run.
 * With --expose-gc each sample follows a full GC, so the heap series shows live objects only: a
 * sharper leak test than RSS, which on PGlite starts some 400 MB high (memory its start-up leaves
 * to be freed) and so only says something after the warm-up.
 */
function soak(identities: Identity[]): Promise<{ stats: ClientStats; samples: Samples }> {
  const child = fork(import.meta.filename, process.argv.slice(2), { env: { ...process.env, SOAK_ROLE: 'clients' } });
  const samples: Samples = { rss: [], heap: [] };
  const sample = () => {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    samples.rss.push(rss);
    if (globalThis.gc) samples.heap.push(heapUsed);
  };
  let sampler: NodeJS.Timeout | undefined;
  return new Promise((resolve, reject) => {
    const guard = setTimeout(() => child.kill(), (DURATION_S + 120) * 1000);
    child.on('message', (message: ClientMessage) => {
      if (message.type === 'open') {
        sample();
        sampler = setInterval(sample, 1000);
      } else {
        clearInterval(sampler);
        clearTimeout(guard);
        resolve({ stats: message.stats, samples });
      }
    });
    child.on('exit', (code) => reject(new Error(`clients' process exited ${code} before reporting`)));
    child.send(identities);
  });
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function soakDriver(driver: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-soak-'));
  const { handle, drop } = await openDatabase(driver, dataDir);
  await handle.migrate();
  console.log(`[${driver}] seeding ${CLIENTS} users…`);
  const auth = createAuth({
    db: handle.db,
    hooks: accountHooks(handle.db, async () => undefined),
    // The seed resets no password and verifies no address.
    passwordReset: { sendResetLink: () => undefined, onPasswordReset: () => Promise.resolve() },
    emailVerification: { sendVerificationLink: () => undefined },
    baseUrl: BASE_URL,
    trustedOrigins: [BASE_URL],
    secret: SECRET,
    rateLimitPerMinute: 100000,
  });
  const identities = await seed(handle.db, auth, SECRET, CLIENTS);
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: SECRET,
    BASE_URL,
    LOG_LEVEL: 'silent',
    // Every stream and writer connects from 127.0.0.1, which the default per-address cap (100) would cut off.
    MAX_CONNECTIONS_PER_ADDRESS: String(CLIENTS + WRITERS * 10),
  });
  const app = await createServer(config, handle);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  console.log(`[${driver}] ${CLIENTS} streams, writing for ${DURATION_S} s…`);
  const { stats, samples } = await soak(identities);
  await app.close();
  await handle.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  // Flat: the median of the last 10 s is at most 10% above the median of the 10 s after a 10 s
  // warm-up (JIT, pools, PGlite's buffers fill). Medians, because RSS saw-tooths with GC; 10%,
  // because a leak per event or per write grows far beyond it over a minute of writes.
  const flat = (series: number[]) => median(series.slice(-10)) <= median(series.slice(10, 20)) * 1.1;
  const range = (series: number[]) => ({ start: mb(series[0]!), peak: mb(Math.max(...series)), end: mb(series.at(-1)!) });
  const { reasons, ...counts } = stats;
  if (Object.keys(reasons).length) console.log(`[${driver}] failures:`, reasons);
  return {
    clients: CLIENTS,
    duration_s: DURATION_S,
    ...counts,
    rss_mb: range(samples.rss),
    ...(samples.heap.length ? { heap_mb: range(samples.heap) } : {}),
    memory_flat: flat(samples.rss) && (!samples.heap.length || flat(samples.heap)),
  };
}

if (process.env.SOAK_ROLE === 'clients') {
  process.once('message', (identities: Identity[]) => {
    void runClients(identities).then((stats) =>
      process.send!({ type: 'done', stats } satisfies ClientMessage, () => process.exit(0)),
    );
  });
} else {
  const results: Record<string, Awaited<ReturnType<typeof soakDriver>>> = {};
  for (const driver of values.drivers.split(',')) {
    if (driver === 'postgres' && !process.env.BENCH_DATABASE_URL) {
      console.log('[postgres] skipped: BENCH_DATABASE_URL is not set');
      continue;
    }
    results[driver] = await soakDriver(driver);
    console.log(`[${driver}]`, JSON.stringify(results[driver]));
  }
  writeResults('sse-soak.json', results, values.record);
  const failed = Object.values(results).some(
    (result) =>
      result.write_errors || result.stream_errors || result.missed_updates || result.stale_events || !result.memory_flat,
  );
  process.exit(failed ? 1 : 0);
}
