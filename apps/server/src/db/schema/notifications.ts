import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './account.js';
import { challenges } from './challenges.js';

const KNOWN_KINDS = sql.raw(`array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting']`);

/**
 * A player's reminder settings, once saved (until then the defaults in core apply): which kinds go
 * by e-mail and which by push, and the daily reminder's and quiet hours' local times as minutes
 * after midnight, so the scheduler's one query reads them without parsing.
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('notification_settings_kinds', sql`${table.emailKinds} <@ ${KNOWN_KINDS} and ${table.pushKinds} <@ ${KNOWN_KINDS}`),
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
 * The bell: what the app told a player in the app itself, read or not. Its kinds are the
 * reminders' for now. The player, the kind and the local day it is about make a notification
 * once-only, as they make a reminder: a reminder delivered again adds no second row. A
 * notification about a challenge goes with it, as it goes with its player.
 */
export const inboxNotifications = pgTable(
  'inbox_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check('inbox_notifications_kind', sql`${table.kind} = any(${KNOWN_KINDS})`),
    uniqueIndex('inbox_notifications_once').on(table.userId, table.kind, table.day),
    index('inbox_notifications_newest').on(table.userId, table.createdAt),
  ],
);
