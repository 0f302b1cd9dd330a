import PgBoss from 'pg-boss';

/** The kept job queue: pg-boss, in the schema `pgboss` of the app's database (decision 0029). */
export type JobQueue = PgBoss;

export interface JobQueueOptions {
  /** Whether this instance runs the cron schedules; every instance may, pg-boss fires each once. */
  schedule: boolean;
  /** Reported instead of crashing the process: pg-boss's own timers run outside any request. */
  onError: (error: Error) => void;
}

/**
 * How often, in seconds, pg-boss looks for a cron schedule that is due and hands its job on.
 * Its defaults (30 s and 5 s) start a job up to 35 s after its minute, over half of the minute
 * in which a reminder is to be delivered; each look is one small statement (only one instance
 * of all looks each time).
 */
const CRON_INTERVALS = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };

/** An arbitrary constant: the advisory lock under which instances add the index below. */
const FETCH_INDEX_LOCK_ID = 7_420_032;

/**
 * pg-boss fetches the next jobs of a queue in order of priority, then age, with FOR UPDATE SKIP
 * LOCKED, and its indexes do not hold that order: every fetch read and sorted all the queue's
 * waiting jobs (on PostgreSQL, 0.7-1.1 s for each batch out of 100,000 reminders, which made a
 * minute's sending quadratic). With this index a fetch reads the batch it takes. pg-boss leaves
 * its schema's other indexes alone, and one on the partitioned `job` table covers every queue.
 */
const FETCH_INDEX_SCRIPT = `
  BEGIN;
  SELECT pg_advisory_xact_lock(${FETCH_INDEX_LOCK_ID});
  CREATE INDEX IF NOT EXISTS job_fetch_order ON pgboss.job (name, priority DESC, created_on, id) WHERE state < 'active';
  COMMIT;`;

/**
 * Starts pg-boss on a connection of the app's database, creating or migrating its schema the
 * first time. Its maintenance runs here too: jobs whose worker vanished (a crash) expire and are
 * retried, and finished jobs are archived.
 */
export async function startJobQueue(connection: PgBoss.Db, { schedule, onError }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ db: connection, schedule, supervise: true, migrate: true, ...CRON_INTERVALS });
  boss.on('error', onError);
  await boss.start();
  await connection.executeSql(FETCH_INDEX_SCRIPT, []);
  return boss;
}

/**
 * Stops fetching and waits for the jobs under way to end; the connection stays open, as it is the
 * app's, which closes it after.
 */
export async function stopJobQueue(queue: JobQueue): Promise<void> {
  await queue.stop({ close: false, graceful: true, timeout: 10_000 });
}

/**
 * The jobs waiting in each queue (created or waiting to be retried), every queue named even when
 * empty. One statement, read through the partial index above, which holds exactly those jobs.
 */
export async function queueDepths(connection: PgBoss.Db): Promise<{ queue: string; waiting: number }[]> {
  const { rows } = await connection.executeSql(
    `SELECT queue.name AS queue, count(job.id)::int AS waiting
       FROM pgboss.queue LEFT JOIN pgboss.job ON job.name = queue.name AND job.state < 'active'
      GROUP BY queue.name ORDER BY queue.name`,
    [],
  );
  return rows as { queue: string; waiting: number }[];
}
