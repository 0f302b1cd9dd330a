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
 * A schedule's job is created within 10 s of its minute and picked up within 2 s (pg-boss waits
 * up to 30 s and 5 s by default), so a reminder set for 09:00 arrives at 09:00, not at 09:00:40.
 * Each check is one cheap statement; only one instance's check per 10 s creates the job.
 */
const CRON_TIMING = { cronMonitorIntervalSeconds: 10, cronWorkerIntervalSeconds: 2 };

/**
 * Starts pg-boss on a connection of the app's database, creating or migrating its schema the
 * first time. Its maintenance runs here too: jobs whose worker vanished (a crash) expire and are
 * retried, and finished jobs are archived.
 */
export async function startJobQueue(connection: PgBoss.Db, { schedule, onError }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ db: connection, schedule, supervise: true, migrate: true, ...CRON_TIMING });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

/**
 * Stops fetching and waits for the jobs under way to end; the connection stays open, as it is the
 * app's, which closes it after.
 */
export async function stopJobQueue(queue: JobQueue): Promise<void> {
  await queue.stop({ close: false, graceful: true, timeout: 10_000 });
}
