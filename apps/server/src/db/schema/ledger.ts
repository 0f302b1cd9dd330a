import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './account.js';
import { goals } from './challenges.js';

/**
 * Every change of a balance, written in the same transaction as the balance itself, with the
 * balances it left behind, so any page of the history shows them without summing what came
 * before.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Orders a user's rows as their balance changed: the rows of one transaction share created_at.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deltaRewardPoints: integer('delta_reward_points').notNull(),
    deltaPunishmentPoints: integer('delta_punishment_points').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    /** The goal whose result moved the points, for the rows of a finished challenge. */
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    /** The cancel penalty, in percent, that a cancel's row charged. */
    cancelPenalty: integer('cancel_penalty'),
    rewardBalance: integer('reward_balance').notNull(),
    punishmentBalance: integer('punishment_balance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('point_ledger_user_seq_idx').on(table.userId, table.seq)],
);
