import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { tellPartnersOfMissedDays } from './missed-day-news.service.js';
import type { PartnerNews } from './partner-news.repository.js';
import {
  NEWS_CLAIM_TIMEOUT_SECONDS,
  queueDuePartnerNews,
  SEND_PARTNER_NEWS,
  sendPartnerNews,
  type DeliverPartnerNews,
} from './partner-news-sending.service.js';
import { forgetPastDays } from './past-days.service.js';
import type { Reminder } from './reminders.repository.js';
import {
  CLAIM_TIMEOUT_SECONDS,
  dueReminders,
  reminderKey,
  SEND_REMINDER,
  sendReminders,
  type DeliverReminder,
} from './reminders.service.js';

/** The queue whose cron job finds the due reminders, every minute. */
export const FIND_DUE_REMINDERS = 'reminders-find-due';
/** The queue whose cron job forgets the records of days that are over, every night. */
export const FORGET_PAST_DAYS = 'notifications-forget-past-days';

/**
 * Reminders a send worker takes at once: fetched, claimed, delivered, marked and completed in
 * five statements. On PGlite each statement holds the server's thread (a fetch of 500 jobs took
 * about 150 ms, which every request arriving meanwhile waited for); 100 keep each one short.
 */
const SEND_BATCH = 100;
/**
 * Send workers per instance. With one, the mail server idles while a batch is fetched, claimed
 * and marked, and the database while its mails go out; several overlap those waits.
 */
const SEND_WORKERS = 4;

/**
 * Queues one send job per reminder due at `now`, a slice of the players at a time, so senders
 * start on the first slice's while the next are found. Each job's singleton key is the
 * reminder's identity, so while one waits a second run (another instance, the same minute) adds
 * none.
 */
export async function queueDueReminders(queue: JobQueue, db: Database, now: Date): Promise<number> {
  let queued = 0;
  for await (const due of dueReminders(db, now)) {
    if (!due.length) continue;
    await queue.insert(due.map((reminder) => ({ name: SEND_REMINDER, data: reminder, singletonKey: reminderKey(reminder) })));
    queued += due.length;
  }
  return queued;
}

/**
 * What the scheduler does each minute: queues the reminders due at `now`, tells partners of
 * the days their players ended without checking in, then queues the partnership news (those
 * days' included) due by e-mail or push. The bell rows are the news's outbox: the check-in and
 * every partnership action write them where they happen, and this scan picks them up, so those
 * requests do no more than write their bell row.
 */
export async function runDueScan(queue: JobQueue, db: Database, now: Date): Promise<void> {
  await queueDueReminders(queue, db, now);
  await tellPartnersOfMissedDays(db, now);
  await queueDuePartnerNews(queue, db, now);
}

/** How each kind of message is delivered on its channels. */
export interface Deliveries {
  reminder: DeliverReminder;
  partnerNews: DeliverPartnerNews;
}

/** Creates the reminder queues, if they do not exist yet. */
export async function createReminderQueues(queue: JobQueue): Promise<void> {
  // A run that fails is not retried: the next minute's run finds the same reminders.
  await queue.createQueue(FIND_DUE_REMINDERS, { name: FIND_DUE_REMINDERS, retryLimit: 0, expireInSeconds: 55 });
  // A day whose run fails is forgotten by the next day's.
  await queue.createQueue(FORGET_PAST_DAYS, { name: FORGET_PAST_DAYS, retryLimit: 0 });
  // "short": at most one waiting job per singleton key.
  await queue.createQueue(SEND_REMINDER, {
    name: SEND_REMINDER,
    policy: 'short',
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: CLAIM_TIMEOUT_SECONDS,
  });
  await queue.createQueue(SEND_PARTNER_NEWS, {
    name: SEND_PARTNER_NEWS,
    policy: 'short',
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: NEWS_CLAIM_TIMEOUT_SECONDS,
  });
}

/**
 * Creates the reminder queues, the every-minute schedule and the nightly one that forgets past
 * days, and works them on this instance. A minute the server was down is caught up by the
 * next run: a reminder stays due to the end of its day, and partnership news for a day and a half.
 */
export async function startReminderJobs(queue: JobQueue, db: Database, deliver: Deliveries): Promise<void> {
  await createReminderQueues(queue);
  await queue.schedule(FIND_DUE_REMINDERS, '* * * * *');
  // Looked for every second, as the cron job is handed on (job-queue.ts): its default of 2 s is a
  // part of the minute in which the reminders are to be delivered.
  await queue.work(FIND_DUE_REMINDERS, { pollingIntervalSeconds: 1 }, async () => {
    await runDueScan(queue, db, new Date());
  });
  await queue.schedule(FORGET_PAST_DAYS, '30 3 * * *');
  await queue.work(FORGET_PAST_DAYS, async () => {
    await forgetPastDays(db, new Date());
  });
  for (let worker = 0; worker < SEND_WORKERS; worker += 1) {
    await queue.work<Reminder>(SEND_REMINDER, { batchSize: SEND_BATCH, pollingIntervalSeconds: 0.5 }, (jobs) =>
      sendReminders(
        db,
        jobs.map((job) => job.data),
        deliver.reminder,
      ),
    );
  }
  // Partnership news comes a few at a time, not a minute's worth at once: one worker keeps up.
  await queue.work<PartnerNews>(SEND_PARTNER_NEWS, { batchSize: SEND_BATCH, pollingIntervalSeconds: 0.5 }, (jobs) =>
    sendPartnerNews(
      db,
      jobs.map((job) => job.data),
      deliver.partnerNews,
    ),
  );
}
