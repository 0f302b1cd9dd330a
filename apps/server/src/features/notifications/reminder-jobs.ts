import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Reminder } from './reminders.repository.js';
import {
  CLAIM_TIMEOUT_SECONDS,
  findDue,
  reminderKey,
  SEND_REMINDER,
  sendReminders,
  type DeliverReminder,
} from './reminders.service.js';

/** The queue whose cron job finds the due reminders, every minute. */
export const FIND_DUE_REMINDERS = 'reminders-find-due';

/** Jobs per insert statement: one JSON parameter each, of a size PGlite and PostgreSQL take easily. */
const INSERT_CHUNK = 5_000;
/** Reminders a send worker takes at once: claimed, delivered and marked in three statements. */
const SEND_BATCH = 500;

/**
 * Queues one send job per reminder due at `now`. Each job's singleton key is the reminder's
 * identity, so while one waits a second run (another instance, the same minute) adds none.
 */
export async function queueDueReminders(queue: JobQueue, db: Database, now: Date): Promise<number> {
  const due = await findDue(db, now);
  for (let start = 0; start < due.length; start += INSERT_CHUNK) {
    const jobs = due.slice(start, start + INSERT_CHUNK).map((reminder) => ({
      name: SEND_REMINDER,
      data: reminder,
      singletonKey: reminderKey(reminder),
    }));
    await queue.insert(jobs);
  }
  return due.length;
}

/** Creates the reminder queues, if they do not exist yet. */
export async function createReminderQueues(queue: JobQueue): Promise<void> {
  // A run that fails is not retried: the next minute's run finds the same reminders.
  await queue.createQueue(FIND_DUE_REMINDERS, { name: FIND_DUE_REMINDERS, retryLimit: 0, expireInSeconds: 55 });
  // "short": at most one waiting job per singleton key.
  await queue.createQueue(SEND_REMINDER, {
    name: SEND_REMINDER,
    policy: 'short',
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: CLAIM_TIMEOUT_SECONDS,
  });
}

/**
 * Creates the reminder queues and the every-minute schedule, and works both on this instance. A
 * minute the server was down is caught up by the next run: a reminder stays due to the end of
 * its day.
 */
export async function startReminderJobs(queue: JobQueue, db: Database, deliver: DeliverReminder): Promise<void> {
  await createReminderQueues(queue);
  await queue.schedule(FIND_DUE_REMINDERS, '* * * * *');
  await queue.work(FIND_DUE_REMINDERS, async () => {
    await queueDueReminders(queue, db, new Date());
  });
  await queue.work<Reminder>(SEND_REMINDER, { batchSize: SEND_BATCH, pollingIntervalSeconds: 0.5 }, (jobs) =>
    sendReminders(
      db,
      jobs.map((job) => job.data),
      deliver,
    ),
  );
}
