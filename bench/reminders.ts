// The `reminders` scenario: every seeded player's daily check-in reminder falls due in the same
// minute, and the real path sends them (pg-boss's cron, the find-due job, the send jobs, the mail
// room) to a local SMTP sink, while dashboard reads run as in the dashboard scenario. It passes
// when the sink has every player's mail within 60 s of the minute, once each, and the dashboard's
// p99 over that minute stays under its target.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/database.js';
import { createServer } from '../apps/server/src/server.js';
import { BENCH_SECRET, openBenchDatabase, seedUsers } from './bench-database.js';
import { runLoad } from './load-run.js';
import { armDailyReminders, seedDailyReminders } from './seed.js';
import { freePort, sleep } from './server-process.js';

/** Every reminder of the minute must be in the sink this long after it. */
const DELIVERY_LIMIT_S = 60;
/** The dashboard's p99 targets, as for the dashboard scenario. */
const DASHBOARD_P99_MS = { pglite: 60, postgres: 25 } as const;
/** A run that misses the limit still waits this long for the rest, to say how late they were. */
const DELIVERY_WAIT_S = 300;
/** The minute is at least this far ahead when the reminders are set to it, so nothing is due before. */
const ARM_LEAD_MS = 10_000;
/** The dashboard load starts this long before the minute: a process's start takes a few hundred ms. */
const LOAD_LEAD_MS = 300;
/**
 * Players reminded a minute earlier, so that the server has run the reminders' statements before
 * the measured minute, as a server in use has (their first runs are planned, PGlite's kept).
 */
const WARM_UP_PLAYERS = 100;
/** Seconds of dashboard reads before the minute, so the read cache holds the active users as in use. */
const WARM_UP_S = 5;
/**
 * Dashboard reads offered each second during the minute: 60,000 in it, as if most of the 100,000
 * players opened the app then. Not as many as the server answers, as in the dashboard scenario:
 * a load that takes all the CPU it is given leaves the reminders only what it does not take, and
 * measures how the machine shares itself out rather than what players would see.
 */
const DASHBOARD_READS_PER_SECOND = 1000;

export interface RemindersOutcome {
  users: number;
  /** Players with a reminder in the sink, and messages it took (more would be duplicates). */
  recipients: number;
  messages: number;
  /**
   * Seconds from the minute: the find-due job's start and its end (every send job queued), and
   * the last mail in the sink.
   */
  find_due_started_s: number | null;
  find_due_done_s: number | null;
  all_mail_s: number | null;
  /** Reminders the database records as delivered. */
  delivered_in_database: number;
  /** The machine's 1-minute load average at the minute and once the mail was in: other work on it slows every figure. */
  load_average: { at_minute: number; after: number };
  dashboard: { offered_rps: number; rps: number; p50_ms: number; p99_ms: number; non_2xx: number; target_p99_ms: number };
  passed: boolean;
}

interface SinkCounts {
  messages: number;
  recipients: number;
  lastAt: number;
}

/** The SMTP sink (smtp-sink.mjs) in a process of its own, and its counts as it reports them. */
async function startSink(expected: number) {
  const child = spawn(process.execPath, [new URL('./smtp-sink.mjs', import.meta.url).pathname, String(expected)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let counts: SinkCounts = { messages: 0, recipients: 0, lastAt: 0 };
  let onAll = () => undefined as void;
  const lines = readline.createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited ${code}`)));
    lines.on('line', (line) => {
      const message = JSON.parse(line) as { port: number } | SinkCounts;
      if ('port' in message) return resolve(message.port);
      counts = message;
      if (counts.recipients >= expected) onAll();
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts: () => counts,
    /** Resolves once every expected recipient has mail, or after `ms`. */
    allOrAfter: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        onAll = () => {
          clearTimeout(timer);
          resolve();
        };
        if (counts.recipients >= expected) onAll();
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** What pg-boss recorded of the minute's jobs, in seconds from the minute. */
async function jobMilestones(db: Database, minute: Date) {
  const since = (column: string) => sql.raw(`extract(epoch from ${column}) - ${minute.getTime() / 1000}`);
  const result = (await db.execute(sql`
    select
      (select ${since('min(started_on)')} from pgboss.job where name = 'reminders-find-due' and started_on >= ${minute}) as find_due_started_s,
      (select ${since('min(completed_on)')} from pgboss.job where name = 'reminders-find-due' and started_on >= ${minute}) as find_due_done_s`)) as {
    rows: {
      find_due_started_s: string | null;
      find_due_done_s: string | null;
    }[];
  };
  const row = result.rows[0]!;
  const seconds = (value: string | null) => (value === null ? null : Number(Number(value).toFixed(1)));
  return {
    find_due_started_s: seconds(row.find_due_started_s),
    find_due_done_s: seconds(row.find_due_done_s),
  };
}

/**
 * Today's reminders the database records as delivered, once it records `expected` or 10 s have passed: a
 * send job marks its mails delivered after the mail server took the last of them.
 */
async function deliveredInDatabase(db: Database, expected: number): Promise<number> {
  for (const deadline = Date.now() + 10_000; ; await sleep(200)) {
    const result = (await db.execute(
      sql`select count(*)::int as delivered from reminders_sent where delivered_at is not null and day = current_date`,
    )) as {
      rows: { delivered: number }[];
    };
    const { delivered } = result.rows[0]!;
    if (delivered >= expected || Date.now() > deadline) return delivered;
  }
}

/** The seeded players live in UTC: a minute of their day is a minute of the UTC day. */
const minuteOfUtcDay = (instant: Date) => instant.getUTCHours() * 60 + instant.getUTCMinutes();

/**
 * The measured minute: a whole minute at least `lead` ms from now whose minute before is of the
 * same day (the warm-up minute's reminders are for the same day as the measured one's).
 */
function measuredMinute(lead: number): Date {
  const minute = new Date(Math.ceil((Date.now() + lead) / 60_000) * 60_000);
  return minuteOfUtcDay(minute) === 0 ? new Date(minute.getTime() + 60_000) : minute;
}

const sleepUntil = (instant: number) => sleep(Math.max(0, instant - Date.now()));

export async function benchReminders(
  driver: 'pglite' | 'postgres',
  { users, dashboardUsers, connections }: { users: number; dashboardUsers: number; connections: number },
): Promise<RemindersOutcome> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-bench-reminders-'));
  const opened = await openBenchDatabase(driver, dataDir);
  const { handle } = opened;
  await handle.migrate();
  console.log(`[${driver}] reminders: seeding ${users} players…`);
  const port = await freePort(4330);
  const baseUrl = `http://127.0.0.1:${port}`;
  const identities = await seedUsers(handle, users, baseUrl);
  // Twelve hours away: nothing is due until the reminders are set to the measured minute.
  await seedDailyReminders(handle.db, (minuteOfUtcDay(new Date()) + 720) % 1440);
  const sink = await startSink(users);
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: BENCH_SECRET,
    BASE_URL: baseUrl,
    AUTH_RATE_LIMIT: '100000',
    SMTP_URL: sink.url,
  });
  const app = await createServer(config, handle, { runReminders: true, logger: { level: 'error' } });
  try {
    await app.listen({ port, host: '127.0.0.1' });
    const minute = measuredMinute(ARM_LEAD_MS + 60_000);
    await armDailyReminders(handle.db, minuteOfUtcDay(minute), WARM_UP_PLAYERS);
    console.log(
      `[${driver}] reminders: ${WARM_UP_PLAYERS} due a minute before ${minute.toISOString()}, the rest of ${users} then`,
    );
    const dashboard = {
      name: 'dashboard',
      url: baseUrl,
      path: '/api/challenges/dashboard',
      method: 'GET',
      authenticated: true,
      rate: DASHBOARD_READS_PER_SECOND,
    } as const;
    const load = { identities: identities.slice(0, dashboardUsers), connections };
    await sleepUntil(minute.getTime() - (WARM_UP_S + 3) * 1000);
    await runLoad(dashboard, { ...load, duration: WARM_UP_S });
    await sleepUntil(minute.getTime() - LOAD_LEAD_MS);
    const loadAtMinute = os.loadavg()[0]!;
    const [reads] = await Promise.all([
      runLoad(dashboard, { ...load, duration: DELIVERY_LIMIT_S }),
      sink.allOrAfter(minute.getTime() + DELIVERY_WAIT_S * 1000 - Date.now()),
    ]);
    const counts = sink.counts();
    const allMail = counts.recipients >= users ? Number(((counts.lastAt - minute.getTime()) / 1000).toFixed(1)) : null;
    const target = DASHBOARD_P99_MS[driver];
    const outcome: RemindersOutcome = {
      users,
      recipients: counts.recipients,
      messages: counts.messages,
      ...(await jobMilestones(handle.db, minute)),
      all_mail_s: allMail,
      delivered_in_database: await deliveredInDatabase(handle.db, users),
      load_average: { at_minute: Number(loadAtMinute.toFixed(2)), after: Number(os.loadavg()[0]!.toFixed(2)) },
      dashboard: {
        offered_rps: DASHBOARD_READS_PER_SECOND,
        rps: Math.round(reads.rps),
        p50_ms: reads.p50,
        p99_ms: reads.p99,
        non_2xx: reads.non2xx,
        target_p99_ms: target,
      },
      passed:
        allMail !== null && allMail <= DELIVERY_LIMIT_S && counts.messages === users && reads.p99 < target && reads.non2xx === 0,
    };
    console.log(`[${driver}] reminders ${outcome.passed ? 'PASSED' : 'FAILED'} ${JSON.stringify(outcome)}`);
    return outcome;
  } finally {
    await app.close();
    await sink.stop();
    await handle.close();
    await opened.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
