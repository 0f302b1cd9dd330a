import { defaultNotificationSettings, MORNING, minuteOfDay } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { putInInboxes } from './inbox.service.js';
import { toRow } from './notification-settings.js';
import {
  claimReminders,
  findDueReminders,
  markDelivered,
  releaseClaims,
  sliceEnd,
  type Reminder,
} from './reminders.repository.js';

/** The job queue of reminders to send, one job each (the admin's mail status counts them). */
export const SEND_REMINDER = 'reminders-send';

/** Hands one reminder to its channels (e-mail, push); throws when it could not. */
export type DeliverReminder = (reminder: Reminder) => Promise<void>;

/**
 * How long a sender may hold a reminder before another may take it over. Longer than any
 * delivery should take; it is also how long a send job may run before pg-boss retries it.
 */
export const CLAIM_TIMEOUT_SECONDS = 300;

export const reminderKey = ({ userId, kind, day }: Pick<Reminder, 'userId' | 'kind' | 'day'>) => `${userId}/${kind}/${day}`;

/**
 * Players whose due reminders one statement finds. On PGlite a statement holds the server's one
 * thread until it ends, so every request waits for it: a statement over 10,000 players took about
 * a second, and one over this many tens of milliseconds. A minute's reminders also start going
 * out once the first slice is found rather than the last.
 */
const PLAYERS_PER_STATEMENT = 200;

/** Every reminder due at `now` and not yet sent or being sent, slice after slice of the players. */
export async function* dueReminders(db: Database, now: Date): AsyncGenerator<Reminder[]> {
  const query = {
    now,
    defaults: toRow(defaultNotificationSettings),
    morningMinute: minuteOfDay(MORNING),
    claimTimeoutSeconds: CLAIM_TIMEOUT_SECONDS,
  };
  for (let after = ''; ;) {
    const upTo = await sliceEnd(db, after, PLAYERS_PER_STATEMENT);
    if (upTo === null) return;
    yield await findDueReminders(db, { ...query, players: { after, upTo } });
    after = upTo;
  }
}

/** Every reminder due at `now` and not yet sent or being sent, for all players. */
export async function findDue(db: Database, now: Date): Promise<Reminder[]> {
  const due: Reminder[] = [];
  for await (const slice of dueReminders(db, now)) due.push(...slice);
  return due;
}

/**
 * Sends reminders once: each is claimed in the database first (only one sender gets a claim),
 * put in the player's bell, delivered, then marked delivered. A failed delivery gives its claim
 * up and fails the job, so pg-boss retries it with backoff; a crash after delivering and before
 * marking leaves a claim that goes stale, and the reminder is sent once more that day: at most
 * one duplicate, never none. The bell takes it before any channel, whichever the player chose,
 * so a mail server or push service that fails never holds it back, and keeps it once however
 * often it is retried.
 */
export async function sendReminders(
  db: Database,
  reminders: readonly Reminder[],
  deliver: DeliverReminder,
  now = new Date(),
): Promise<void> {
  const claimed = new Set((await claimReminders(db, reminders, now, CLAIM_TIMEOUT_SECONDS)).map(reminderKey));
  const mine = reminders.filter((reminder) => claimed.has(reminderKey(reminder)));
  await putInInboxes(db, mine, now);
  const outcomes = await Promise.allSettled(mine.map((reminder) => deliver(reminder)));
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  await markDelivered(
    db,
    mine.filter((_, index) => outcomes[index]!.status === 'fulfilled'),
  );
  await releaseClaims(
    db,
    mine.filter((_, index) => outcomes[index]!.status === 'rejected'),
  );
  if (failures.length) throw new AggregateError(failures, `${failures.length} of ${mine.length} reminders were not delivered`);
}
