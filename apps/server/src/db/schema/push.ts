import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './account.js';

/**
 * The browsers a player turned push on in: where the push service takes messages for each
 * (`endpoint`, unique because one browser subscription belongs to one account at a time) and the
 * keys the messages are encrypted to. A deleted account takes its subscriptions with it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user').on(table.userId)],
);
