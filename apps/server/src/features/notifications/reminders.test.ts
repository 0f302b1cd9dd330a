import { eq } from 'drizzle-orm';
import { addDays, calendarDay, challengesApi, defaultNotificationSettings, notificationsApi, zonedInstant } from '@gauntlet/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/database.js';
import { remindersSent } from '../../db/schema/index.js';
import { startJobQueue, stopJobQueue, type JobQueue } from '../../jobs/job-queue.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import { forgetPastDays } from './past-days.service.js';
import { createReminderQueues, queueDueReminders } from './reminder-jobs.js';
import { claimReminders, type Reminder } from './reminders.repository.js';
import { CLAIM_TIMEOUT_SECONDS, findDue, SEND_REMINDER, sendReminders, type DeliverReminder } from './reminders.service.js';

const MADRID = 'Europe/Madrid';
/** The tests' days are today's, since the challenges start today; the minutes are chosen. */
const today = calendarDay(new Date(), MADRID);
const at = (day: string, hours: number, minutes = 0) => zonedInstant(day, hours * 60 + minutes, MADRID);
const nextDay = calendarDay(new Date(at(today, 12).getTime() + 86_400_000), MADRID);

let server: TestServer;
let db: Database;
let queue: JobQueue;
const errors: Error[] = [];

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.handle.db;
  queue = await startJobQueue(server.database.handle.jobConnection, { schedule: false, onError: (error) => errors.push(error) });
  await createReminderQueues(queue);
});
afterAll(async () => {
  await stopJobQueue(queue);
  await server.close();
  expect(errors).toEqual([]);
});

/** A player with the daily reminder at 09:00 and a three-day challenge with a check-in goal, started today. */
async function playerWithDailyReminder(): Promise<TestUser> {
  const user = await server.signUp(undefined, MADRID);
  const settings = {
    ...defaultNotificationSettings,
    channels: { ...defaultNotificationSettings.channels, daily_check_in: { email: true, push: false } },
    dailyCheckInTime: '09:00',
  };
  expect((await server.call(notificationsApi.saveSettings, { body: settings, as: user })).statusCode).toBe(200);
  const challenge = await server.call(challengesApi.submit, {
    body: {
      title: 'Move',
      description: 'Every day',
      durationDays: 3,
      goals: [{ category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 3 }],
    },
    as: user,
  });
  expect(challenge.statusCode).toBe(200);
  return user;
}

/** Runs the scheduler as its cron job would at `now`, then the send jobs it queued, as a worker would. */
async function runMinute(now: Date, deliver: DeliverReminder = async () => undefined) {
  await queueDueReminders(queue, db, now);
  // A job becomes fetchable the moment after it was queued; a worker polls, a test does not wait.
  const jobs = await queue.fetch<Reminder>(SEND_REMINDER, { batchSize: 100, ignoreStartAfter: true });
  if (jobs.length) {
    await sendReminders(
      db,
      jobs.map((job) => job.data),
      deliver,
      now,
    );
    await queue.complete(
      SEND_REMINDER,
      jobs.map((job) => job.id),
    );
  }
}

function collector(userId: string) {
  const delivered: Reminder[] = [];
  const deliver = async (reminder: Reminder) => {
    if (reminder.userId === userId) delivered.push(reminder);
  };
  return { delivered, deliver };
}

describe('the reminder scheduler', () => {
  it('delivers a daily reminder once when it falls due, and not again in the same minute', async () => {
    const user = await playerWithDailyReminder();
    const { delivered, deliver } = collector(user.userId);
    await runMinute(at(today, 8, 59), deliver);
    expect(delivered).toEqual([]);
    await runMinute(at(today, 9), deliver);
    await runMinute(at(today, 9), deliver);
    expect(delivered).toEqual([
      { userId: user.userId, kind: 'daily_check_in', day: today, channels: ['email'], challengeId: expect.any(String) },
    ]);
  });

  it('queues one job for a reminder however often the scheduler runs before it is sent', async () => {
    const user = await playerWithDailyReminder();
    await queueDueReminders(queue, db, at(today, 9));
    await queueDueReminders(queue, db, at(today, 9));
    const jobs = await queue.fetch<Reminder>(SEND_REMINDER, { batchSize: 100, ignoreStartAfter: true });
    expect(jobs.filter((job) => job.data.userId === user.userId)).toHaveLength(1);
    await queue.complete(
      SEND_REMINDER,
      jobs.map((job) => job.id),
    );
  });

  it('does not remind a player who already checked in today', async () => {
    const user = await playerWithDailyReminder();
    const checkIn = await server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, body: {}, as: user });
    expect(checkIn.statusCode).toBe(200);
    const { delivered, deliver } = collector(user.userId);
    await runMinute(at(today, 9, 30), deliver);
    expect(delivered).toEqual([]);
  });

  it('catches up after a restart later the same day, but not the next day', async () => {
    const late = await playerWithDailyReminder();
    const lateOnes = collector(late.userId);
    await runMinute(at(today, 21, 30), lateOnes.deliver);
    expect(lateOnes.delivered.map((reminder) => reminder.day)).toEqual([today]);

    const missed = await playerWithDailyReminder();
    const missedOnes = collector(missed.userId);
    // Down all day: just after midnight only yesterday's (missed) reminder would be due, and it is not.
    await runMinute(at(nextDay, 0, 5), missedOnes.deliver);
    expect(missedOnes.delivered).toEqual([]);
  });

  it('delivers once when two instances run the same minute and race for the same reminder', async () => {
    const user = await playerWithDailyReminder();
    const url = server.database.url;
    const otherHandle = url ? await openPostgres(url) : server.database.handle;
    try {
      const other = otherHandle.db;
      const { delivered, deliver } = collector(user.userId);
      await Promise.all([queueDueReminders(queue, db, at(today, 9)), queueDueReminders(queue, other, at(today, 9))]);
      const jobs = await queue.fetch<Reminder>(SEND_REMINDER, { batchSize: 100, ignoreStartAfter: true });
      const mine = jobs.map((job) => job.data).filter((reminder) => reminder.userId === user.userId);
      expect(mine).toHaveLength(1);
      // As if each instance's worker had got a job for it: both try to send it at once.
      await Promise.all([sendReminders(db, mine, deliver, at(today, 9)), sendReminders(other, mine, deliver, at(today, 9))]);
      expect(delivered).toHaveLength(1);
    } finally {
      if (url) await otherHandle.close();
    }
  });

  it('sends again after a failed delivery', async () => {
    const user = await playerWithDailyReminder();
    const { delivered, deliver } = collector(user.userId);
    const failing = async (reminder: Reminder) => {
      if (reminder.userId === user.userId) throw new Error('mail server down');
    };
    await expect(runMinute(at(today, 9), failing)).rejects.toThrow(/not delivered/);
    await runMinute(at(today, 9, 1), deliver);
    expect(delivered).toHaveLength(1);
  });

  it('sends once more, and only once, after a crash between delivering and recording it', async () => {
    const user = await playerWithDailyReminder();
    const { delivered, deliver } = collector(user.userId);
    // The crash: claimed and delivered at 09:00, never marked delivered.
    const [due] = (await findDue(db, at(today, 9))).filter((reminder) => reminder.userId === user.userId);
    await claimReminders(db, [due!], at(today, 9), CLAIM_TIMEOUT_SECONDS);
    await deliver(due!);
    // While the claim is fresh nobody else sends it; once stale, the next run sends it again.
    await runMinute(at(today, 9, 2), deliver);
    expect(delivered).toHaveLength(1);
    const stale = new Date(at(today, 9).getTime() + (CLAIM_TIMEOUT_SECONDS + 60) * 1000);
    await runMinute(stale, deliver);
    await runMinute(new Date(stale.getTime() + 60_000), deliver);
    expect(delivered).toHaveLength(2);
  });
});

describe('forgetting past reminders', () => {
  it('forgets the records of days over in every time zone, and today’s reminder still goes only once', async () => {
    const user = await playerWithDailyReminder();
    const { delivered, deliver } = collector(user.userId);
    await runMinute(at(today, 9), deliver);
    // The records earlier days left.
    const now = new Date();
    await db.insert(remindersSent).values(
      [1, 2, 5].map((daysAgo) => ({
        userId: user.userId,
        kind: 'daily_check_in',
        day: addDays(today, -daysAgo),
        claimedAt: now,
        deliveredAt: now,
      })),
    );

    // Noon in Madrid: the day before yesterday and earlier are over everywhere, yesterday is not.
    await forgetPastDays(db, at(today, 12));
    const kept = await db
      .select({ day: remindersSent.day })
      .from(remindersSent)
      .where(eq(remindersSent.userId, user.userId))
      .orderBy(remindersSent.day);
    expect(kept.map((row) => row.day)).toEqual([addDays(today, -1), today]);
    await runMinute(at(today, 9, 5), deliver);
    expect(delivered).toHaveLength(1);
  });
});
