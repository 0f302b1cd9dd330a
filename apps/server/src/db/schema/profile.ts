import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './account.js';

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    profilePicture: text('profile_picture'),
    /** Whether visitors who are not signed in see the profile (signed-in players always do). */
    publicStats: boolean('public_stats').notNull().default(false),
    /** Whether others see the check-in calendar and streaks on the public profile. */
    publicActivity: boolean('public_activity').notNull().default(false),
    /** Whether signed-in players find the user in "Recently active"; nobody is listed without choosing to be. */
    showInRecentlyActive: boolean('show_in_recently_active').notNull().default(false),
    /** When the user last signed in or used a session on a new day (the session's daily extension). */
    lastLogin: timestamp('last_login', { withTimezone: true }),
    rewardPoints: integer('reward_points').notNull().default(0),
    punishmentPoints: integer('punishment_points').notNull().default(0),
    cancelPenalty: integer('cancel_penalty').notNull().default(0),
    role: text('role').notNull().default('basic'),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The app's language the user chose ('en' or 'es'); null until they choose one. */
    language: text('language'),
    /** Whether the player put away the first-run cards that explain check-ins, points and punishment. */
    introDismissed: boolean('intro_dismissed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profiles_cancel_penalty_range', sql`${table.cancelPenalty} between 0 and 100`),
    check('profiles_language', sql`${table.language} in ('en', 'es')`),
    check('profiles_points_non_negative', sql`${table.rewardPoints} >= 0 and ${table.punishmentPoints} >= 0`),
    // "Recently active" reads only the players who chose to appear there, the latest first.
    index('profiles_recently_active_idx')
      .on(table.lastLogin)
      .where(sql`${table.showInRecentlyActive}`),
    // Public lists show user names: nobody may take another's name, whatever its letter case.
    uniqueIndex('profiles_user_name_lower_key').on(sql`lower(${table.userName})`),
  ],
);

export const loginRecords = pgTable(
  'login_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_records_user_id_idx').on(table.userId, table.createdAt)],
);

/**
 * The outbox of live profile changes: one version per user, bumped with every change. Instances
 * hear about a bump through NOTIFY; the version is the truth a stream resumes from.
 */
export const profileVersions = pgTable('profile_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
});

/** Raw bytes; PGlite hands them back as a Uint8Array, node-postgres as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A user's avatar, as the server re-encoded it: small, square, WebP, without metadata. */
export const avatars = pgTable('avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  image: bytes('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
