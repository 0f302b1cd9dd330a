import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './account.js';

/** A user's own costs and quantity for an instruction slide of the catalogue. */
export const deckEntries = pgTable(
  'deck_entries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    rewardCost: integer('reward_cost').notNull(),
    punishmentCost: integer('punishment_cost').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slideId] })],
);

/** Instruction slides charged in shows; the client's draw id makes a retried charge harmless. */
export const slideDraws = pgTable('slide_draws', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  slideId: text('slide_id').notNull(),
  rewardCost: integer('reward_cost').notNull(),
  punishmentCost: integer('punishment_cost').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
