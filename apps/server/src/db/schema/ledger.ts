import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './account.js';

/** Every change of a balance, written in the same transaction as the balance itself. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deltaRewardPoints: integer('delta_reward_points').notNull(),
    deltaPunishmentPoints: integer('delta_punishment_points').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('point_ledger_user_idx').on(table.userId, table.createdAt)],
);
