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
 * Starts pg-boss on a connection of the app's database, creating or migrating its schema the
 * first time. Its maintenance runs here too: jobs whose worker vanished (a crash) expire and are
 * retried, and finished jobs are archived.
 */
export async function startJobQueue(connection: PgBoss.Db, { schedule, onError }: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ db: connection, schedule, supervise: true, migrate: true });
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
