import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './account.js';

export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('active'),
    /** The zone the challenge started in: its days, check-ins and last day are counted in it. */
    timeZone: text('time_zone').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    punishmentPoints: integer('punishment_points').notNull(),
    /** The carried PP deducted at the start; a cancel makes them owed again. */
    punishmentWorkedOff: integer('punishment_worked_off').notNull().default(0),
    /**
     * Null when check-ins count as they are made; otherwise the partner confirms them, and this
     * is what the end does with those still pending (`count` or `dont_count`).
     */
    partnerConfirms: text('partner_confirms'),
    /** The player chose that a cancel asks their partner (holding the `lock` right) first. */
    partnerApproves: boolean('partner_approves').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // At most one active challenge per user, whatever the clients do.
    uniqueIndex('challenges_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
    index('challenges_user_idx').on(table.userId, table.createdAt),
    check('challenges_partner_confirms', sql`${table.partnerConfirms} in ('count', 'dont_count')`),
  ],
);

/**
 * The user's active challenge, as the condition of `challenges_one_active_per_user` itself. It
 * is written into the statement rather than passed as a parameter: a prepared statement's
 * generic plan can only use the partial index when its condition is in the text, and otherwise
 * reads every challenge the user ever had to find the active one.
 */
export const challengeIsActive = sql`${challenges.status} = 'active'`;

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    metric: text('metric').notNull(),
    gradingType: text('grading_type').notNull(),
    goalValue: doublePrecision('goal_value').notNull(),
    /** The metric's value when the challenge started: progress is measured from it. */
    startValue: doublePrecision('start_value').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    punishmentPoints: integer('punishment_points').notNull(),
  },
  (table) => [index('goals_challenge_idx').on(table.challengeId, table.position)],
);

export const metrics = pgTable(
  'metrics',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    currentValue: doublePrecision('current_value').notNull().default(0),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.metric] }),
    check('metrics_value_non_negative', sql`${table.currentValue} >= 0`),
  ],
);

/**
 * A manual goal's "Completed" in a "partner confirms" challenge, as its partner decides it: one
 * row per challenge and metric, for the player's latest claim. Turning the switch on claims it
 * (`pending`, with a new id for the partner to name it by and the claim's day in the challenge's
 * zone); the partner confirms it or rejects it with a reason (the switch goes back off). Turning
 * the switch off withdraws a pending or confirmed claim; a rejected one stays until the next claim.
 */
export const manualGrades = pgTable(
  'manual_grades',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    day: date('day').notNull(),
    state: text('state').notNull(),
    /** The partner's reason when they rejected it. */
    reason: text('reason'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.metric] }),
    uniqueIndex('manual_grades_id').on(table.id),
    check('manual_grades_state', sql`${table.state} in ('pending', 'confirmed', 'rejected')`),
  ],
);

/**
 * One row per challenge, metric and calendar day (in the challenge's zone): the database refuses
 * a second check-in, while a challenge started on the day its predecessor ended can still check
 * in that day.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's key for the tap that recorded it: a replay with the same key gets the same answer. */
    idempotencyKey: uuid('idempotency_key'),
    /** How a partner names it to confirm or reject it. */
    id: uuid('id').notNull().defaultRandom(),
    /**
     * Null when it counts as made; in a "partner confirms" challenge `pending` until the partner
     * confirms it (a rejection takes it back).
     */
    confirmation: text('confirmation'),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.metric, table.day] }),
    uniqueIndex('check_ins_id').on(table.id),
    check('check_ins_confirmation', sql`${table.confirmation} in ('pending', 'confirmed')`),
    index('check_ins_user_day_idx').on(table.userId, table.day),
    uniqueIndex('check_ins_user_idempotency_key').on(table.userId, table.idempotencyKey),
  ],
);

/** Every value a metric took, in order, for its chart. */
export const metricChanges = pgTable(
  'metric_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The player's tap that made the change (`MetricChangeCause`), so that an undo finds the tap it
     * takes back and the history shows the undo; null for what no tap made (a start, training, an external app).
     */
    cause: text('cause'),
  },
  (table) => [
    index('metric_changes_user_metric_idx').on(table.userId, table.metric, table.seq),
    check('metric_changes_cause', sql`${table.cause} in ('check_in', 'step', 'set', 'manual', 'undo')`),
  ],
);

/** What a player's tap did to a metric: a check-in, a step, a typed value, the manual switch, or an undo of one. */
export type MetricChangeCause = 'check_in' | 'step' | 'set' | 'manual' | 'undo';

/**
 * The check-ins a player took back: the goal's history keeps them, and the key of the tap that
 * recorded one keeps a late replay of that tap from recording it again.
 */
export const checkInUndos = pgTable(
  'check_in_undos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    day: date('day').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: uuid('idempotency_key'),
    /** The check-in's id, for the partner's confirmation list. */
    checkInId: uuid('check_in_id'),
    /** Set when the player's partner rejected it rather than the player taking it back: why. */
    rejectedReason: text('rejected_reason'),
  },
  (table) => [uniqueIndex('check_in_undos_user_idempotency_key').on(table.userId, table.idempotencyKey)],
);

export const metricHistory = pgTable(
  'metric_history',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    best: doublePrecision('best').notNull(),
    worst: doublePrecision('worst').notNull(),
    successCount: integer('success_count').notNull(),
    attemptCount: integer('attempt_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.metric] })],
);

export const globalMetricStats = pgTable('global_metric_stats', {
  metric: text('metric').primaryKey(),
  successCount: integer('success_count').notNull().default(0),
  attemptCount: integer('attempt_count').notNull().default(0),
});

export const categoryMultipliers = pgTable('category_multipliers', {
  category: text('category').primaryKey(),
  multiplier: doublePrecision('multiplier').notNull(),
});

export const challengeHistory = pgTable(
  'challenge_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .unique()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    finishedDate: timestamp('finished_date', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    punishmentPoints: integer('punishment_points').notNull(),
    /** How many of its goals a finished challenge passed; null when cancelled or not recorded. */
    goalsPassed: integer('goals_passed'),
    goalCount: integer('goal_count'),
  },
  (table) => [index('challenge_history_user_idx').on(table.userId, table.finishedDate)],
);

/** The punishment goal picker's server-side state: the current offers and the picks so far. */
export const punishmentDrafts = pgTable('punishment_drafts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  offers: text('offers').array().notNull(),
  picked: text('picked')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
