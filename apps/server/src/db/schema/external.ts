import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './account.js';
import { goals } from './challenges.js';

/** Issued external-goal tokens; a nonce is spent once. */
export const externalTokens = pgTable('external_tokens', {
  nonce: text('nonce').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  goalId: uuid('goal_id')
    .notNull()
    .references(() => goals.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
