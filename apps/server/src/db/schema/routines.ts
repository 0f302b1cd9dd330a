import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Exercise } from '@gauntlet/core';
import { user } from './account.js';

export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    frequency: text('frequency').notNull().default(''),
    /** Ordered; the order is the training order. */
    exercises: jsonb('exercises').$type<Exercise[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('routines_user_idx').on(table.userId, table.createdAt)],
);

/** One row per finished training session; its id is the client's session id, so a retry is a no-op. */
export const routineLogs = pgTable(
  'routine_logs',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    routineId: uuid('routine_id').references(() => routines.id, { onDelete: 'set null' }),
    routineName: text('routine_name').notNull(),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('routine_logs_score_non_negative', sql`${table.score} >= 0`),
    index('routine_logs_user_idx').on(table.userId, table.createdAt),
  ],
);
