import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './account.js';
import { challenges } from './challenges.js';

// The kinds core lists (`reminderKinds`, `partnerNotificationKinds`), as the migrations wrote
// them: a kind added in core is added here with its migration. The bell shows the daily ones at
// most once a day: each reminder is about one day, a player's check-ins of a day are one piece of
// news for their partner however many goals they tick, and so is a day the player missed.
const REMINDER_KINDS = `'daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'`;
const PARTNER_KINDS = `'partner_punished', 'partner_rewarded', 'partner_added_goal', 'partner_accepted', 'partner_ended', 'partner_confirmed_check_in', 'partner_rejected_check_in', 'partner_confirmed_manual_grade', 'partner_rejected_manual_grade', 'partner_approved_cancel', 'partner_denied_cancel', 'player_checked_in', 'player_missed_day', 'player_finished', 'player_cancelled', 'player_asked_to_cancel', 'player_cancelled_without_approval', 'player_changed_contract', 'player_ended'`;
const KNOWN_REMINDER_KINDS = sql.raw(`array[${REMINDER_KINDS}]`);
const KNOWN_PARTNER_KINDS = sql.raw(`array[${PARTNER_KINDS}]`);
const KNOWN_INBOX_KINDS = sql.raw(`array[${REMINDER_KINDS}, ${PARTNER_KINDS}]`);
const DAILY_INBOX_KINDS = sql.raw(`array[${REMINDER_KINDS}, 'player_checked_in', 'player_missed_day']`);

/**
 * A player's reminder settings, once saved (until then the defaults in core apply): which kinds go
 * by e-mail and which by push, the daily reminder's and quiet hours' local times as minutes after
 * midnight, so the scheduler's one query reads them without parsing, the partnership kinds
 * the player turned off (the ones listed, so a kind added later is on, as a new player has it),
 * and since when partnership news also goes by e-mail and by push (null: it does not), so
 * turning a channel on sends what comes from then on, not the bell's older news.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    emailKinds: text('email_kinds').array().notNull(),
    pushKinds: text('push_kinds').array().notNull(),
    dailyCheckInMinute: smallint('daily_check_in_minute').notNull(),
    quietStartMinute: smallint('quiet_start_minute').notNull(),
    quietEndMinute: smallint('quiet_end_minute').notNull(),
    partnerKindsOff: text('partner_kinds_off')
      .array()
      .notNull()
      .default(sql`'{}'`),
    partnerEmailFrom: timestamp('partner_email_from', { withTimezone: true }),
    partnerPushFrom: timestamp('partner_push_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The news scan starts from the few players who chose a channel for partnership news.
    index('notification_settings_partner_news')
      .on(table.userId)
      .where(sql`${table.partnerEmailFrom} is not null or ${table.partnerPushFrom} is not null`),
    check(
      'notification_settings_kinds',
      sql`${table.emailKinds} <@ ${KNOWN_REMINDER_KINDS} and ${table.pushKinds} <@ ${KNOWN_REMINDER_KINDS} and ${table.partnerKindsOff} <@ ${KNOWN_PARTNER_KINDS}`,
    ),
    check(
      'notification_settings_minutes',
      sql`${table.dailyCheckInMinute} between 0 and 1439 and ${table.quietStartMinute} between 0 and 1439 and ${table.quietEndMinute} between 0 and 1439`,
    ),
  ],
);

/**
 * One row per reminder, whose identity is the player, the kind and the local day it is about: the
 * key makes sending once-only across instances. A sender claims the row before delivering and
 * marks it delivered after; a claim left without delivery (a crash in between) may be taken over
 * once it is stale, which is how a reminder is sent at most twice and never not at all.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.day] })],
);

/**
 * The days a partner was told their player let pass without a check-in: the missed-day scan's
 * memory of what it told. It is not the bell, whose oldest rows a full bell drops; a notice
 * dropped that way is not told again. The nightly job forgets the days over everywhere.
 */
export const missedDaysTold = pgTable(
  'missed_days_told',
  {
    partnerId: text('partner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.challengeId, table.day] })],
);

/**
 * The bell: what the app told a player in the app itself, read or not: the reminders, and what
 * the other side of a partnership did (`actor_id`, with the points and the reason a partner gave).
 * A kind shown once a day has the local day it is about, and the player, the kind and that day
 * make it once-only with the challenge it is about: a reminder delivered again, or a player's
 * second check-in of the day, adds no second row. Every other kind has no day and is shown each time it happens. A notification about a
 * challenge goes with it, as it goes with its player; one whose actor deleted their account stays,
 * without the name.
 */
export const inboxNotifications = pgTable(
  'inbox_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day'),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    points: integer('points'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check('inbox_notifications_kind', sql`${table.kind} = any(${KNOWN_INBOX_KINDS})`),
    check('inbox_notifications_daily', sql`(${table.day} is not null) = (${table.kind} = any(${DAILY_INBOX_KINDS}))`),
    // A partner who holds several players hears of each one's day: the challenge tells them apart.
    uniqueIndex('inbox_notifications_once')
      .on(table.userId, table.kind, table.day, sql`coalesce(${table.challengeId}::text, '')`)
      .where(sql`${table.day} is not null`),
    index('inbox_notifications_newest').on(table.userId, table.createdAt),
    // Deleting an account clears its name from the others' notifications without reading them all.
    index('inbox_notifications_actor')
      .on(table.actorId)
      .where(sql`${table.actorId} is not null`),
  ],
);

/**
 * The outbox's record of partnership news sent by e-mail or push, one row per bell notification:
 * the bell row itself is the outbox (written where the news happens, the check-in's one statement
 * included), and this row is what a sender claims before delivering and marks after, so one
 * notification is sent once across senders and instances. No reference to the bell row: a
 * notification trimmed from the bell after it was claimed still finishes its delivery.
 */
export const partnerNewsSent = pgTable('partner_news_sent', {
  notificationId: uuid('notification_id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});
