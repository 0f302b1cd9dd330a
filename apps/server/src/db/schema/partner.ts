import { sql, type SQLWrapper } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './account.js';
import { challenges } from './challenges.js';

const KNOWN_RIGHTS = sql.raw(`array['see', 'confirm', 'punish', 'reward', 'lock']`);
const KNOWN_ACTIONS = sql.raw(
  `array['paired', 'contract_changed', 'punished', 'rewarded', 'added_goal', 'ended_by_player', 'ended_by_partner', 'confirmed_check_in', 'rejected_check_in', 'confirmed_manual_grade', 'rejected_manual_grade', 'cancel_requested', 'cancel_withdrawn', 'cancel_approved', 'cancel_denied', 'cancelled_without_approval']`,
);

/** A contract's rights and limits, as invites and partnerships both keep them. */
const contractColumns = {
  rights: text('rights').array().notNull(),
  punishmentPointsPerDay: integer('punishment_points_per_day').notNull(),
  rewardPointsPerDay: integer('reward_points_per_day').notNull(),
  punishmentGoalsPerChallenge: integer('punishment_goals_per_challenge').notNull(),
};

/**
 * A player's invitation to become their partner, found by the hash of its code (the code itself
 * is only ever in the link). It closes once: accepted, declined, revoked or replaced by a newer
 * one; a single UPDATE … WHERE closed_at IS NULL makes each of these once-only.
 */
export const partnerInvites = pgTable(
  'partner_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: text('player_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    ...contractColumns,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedAs: text('closed_as'),
  },
  (table) => [
    check('partner_invites_rights', sql`${table.rights} <@ ${KNOWN_RIGHTS}`),
    check('partner_invites_closed_as', sql`${table.closedAs} in ('accepted', 'declined', 'revoked')`),
    index('partner_invites_open')
      .on(table.playerId)
      .where(sql`${table.closedAt} is null`),
  ],
);

/**
 * A player and the partner who holds them to account, on the contract the player granted and may
 * change at any time. Ended partnerships are kept with their log; a player has at most one live
 * partnership (the partial unique key), a partner may hold several.
 */
export const partnerships = pgTable(
  'partnerships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: text('player_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...contractColumns,
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    check('partnerships_two_people', sql`${table.playerId} <> ${table.partnerId}`),
    check('partnerships_rights', sql`${table.rights} <@ ${KNOWN_RIGHTS}`),
    uniqueIndex('partnerships_one_partner')
      .on(table.playerId)
      .where(sql`${table.endedAt} is null`),
    index('partnerships_live_by_partner')
      .on(table.partnerId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/**
 * The partnership's log, read by both sides: every partner action and every change between the
 * two (who, what, when, why). Points a partner moved are summed from here to hold the day's limit.
 * A punishment goal a partner added (`goal`, a catalogue metric) waits here for the player's next
 * challenge: the submit that starts it stamps `challenge_id`, so the goals without one are the
 * next challenge's, counted against the per-challenge limit, and each is there at most once.
 */
export const partnerActions = pgTable(
  'partner_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnershipId: uuid('partnership_id')
      .notNull()
      .references(() => partnerships.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    points: integer('points'),
    goal: text('goal'),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** For a confirmed or rejected check-in or manual grade: its goal's title and its day. */
    goalTitle: text('goal_title'),
    day: date('day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('partner_actions_kind', sql`${table.kind} = any(${KNOWN_ACTIONS})`),
    check('partner_actions_goal', sql`(${table.goal} is not null) = (${table.kind} = 'added_goal')`),
    index('partner_actions_by_partnership').on(table.partnershipId, table.createdAt),
    uniqueIndex('partner_actions_next_goal_once')
      .on(table.partnershipId, table.goal)
      .where(sql`${table.kind} = 'added_goal' and ${table.challengeId} is null`),
  ],
);

/**
 * A player's request to cancel a "partner approves" challenge, made to the partnership live at the
 * time. It closes once (approved, denied, withdrawn, or lapsed when the challenge ended another
 * way) by one UPDATE … WHERE state = 'open', so of an approval and a denial at the same time one
 * applies; a challenge has at most one open request (the partial unique key).
 */
export const cancelRequests = pgTable(
  'cancel_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    partnershipId: uuid('partnership_id')
      .notNull()
      .references(() => partnerships.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    state: text('state').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('cancel_requests_state', sql`${table.state} in ('open', 'approved', 'denied', 'withdrawn', 'lapsed')`),
    uniqueIndex('cancel_requests_one_open')
      .on(table.challengeId)
      .where(sql`${table.state} = 'open'`),
    index('cancel_requests_by_player').on(table.playerId),
    index('cancel_requests_by_partnership').on(table.partnershipId),
  ],
);

/** Whether the row's partnership grants the lock: its partner approves a "partner approves" cancel. */
export const partnershipHoldsLock = sql<boolean>`'lock' = any(${partnerships.rights})`;

/**
 * The open request to cancel the challenge of the row, if any, as one column of a larger read, in
 * the shape the API answers (its time in ISO 8601, as every other time).
 */
export const openCancelRequestOf = (challengeId: SQLWrapper) => sql<{
  id: string;
  reason: string | null;
  createdAt: string;
} | null>`(
  select json_build_object(
    'id', ${cancelRequests.id},
    'reason', ${cancelRequests.reason},
    'createdAt', to_char(${cancelRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
  from ${cancelRequests} where ${cancelRequests.challengeId} = ${challengeId} and ${cancelRequests.state} = 'open'
)`;
