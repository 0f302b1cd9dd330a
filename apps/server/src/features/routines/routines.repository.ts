import { and, desc, eq, sql } from 'drizzle-orm';
import type { Exercise } from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import { newestOfEach } from '../../db/newest-of-each.js';
import { preparedOn } from '../../db/prepared.js';
import { routineLogs, routines } from '../../db/schema/index.js';

export type RoutineRow = typeof routines.$inferSelect;
export type RoutineLogRow = typeof routineLogs.$inferSelect;

interface RoutineFields {
  name: string;
  description: string;
  frequency: string;
  exercises: Exercise[];
}

export async function findRoutines(db: Executor, userId: string): Promise<RoutineRow[]> {
  return db.select().from(routines).where(eq(routines.userId, userId)).orderBy(routines.createdAt);
}

/** Only the owner's routine is ever found: another user's id reads as missing. */
export async function findOwnRoutine(db: Executor, userId: string, routineId: string, lock = false) {
  const query = db
    .select()
    .from(routines)
    .where(and(eq(routines.id, routineId), eq(routines.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertRoutine(db: Executor, userId: string, fields: RoutineFields): Promise<RoutineRow> {
  const [row] = await db
    .insert(routines)
    .values({ userId, ...fields })
    .returning();
  return row!;
}

export async function updateRoutine(db: Executor, userId: string, routineId: string, fields: Partial<RoutineFields>) {
  const [row] = await db
    .update(routines)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(routines.id, routineId), eq(routines.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteRoutine(db: Executor, userId: string, routineId: string): Promise<boolean> {
  const deleted = await db
    .delete(routines)
    .where(and(eq(routines.id, routineId), eq(routines.userId, userId)))
    .returning({ id: routines.id });
  return deleted.length === 1;
}

/** Writes the session's log unless that session was logged already; true when written now. */
export async function insertRoutineLog(tx: Executor, log: typeof routineLogs.$inferInsert): Promise<RoutineLogRow | null> {
  const [row] = await tx.insert(routineLogs).values(log).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findRoutineLog(db: Executor, id: string): Promise<RoutineLogRow | null> {
  const [row] = await db.select().from(routineLogs).where(eq(routineLogs.id, id));
  return row ?? null;
}

export async function findRoutineLogs(db: Executor, userId: string, limit: number, routineId?: string) {
  return db
    .select()
    .from(routineLogs)
    .where(and(eq(routineLogs.userId, userId), routineId ? eq(routineLogs.routineId, routineId) : undefined))
    .orderBy(desc(routineLogs.createdAt))
    .limit(limit);
}

/** The newest `limit` logs of each user, in one statement, by user and newest first. */
export function findRecentLogsOf(db: Database, userIds: string[], limit: number) {
  return recentLogsQuery(db).execute({ userIds, limit });
}

const recentLogsQuery = preparedOn((db) =>
  db
    .select()
    .from(routineLogs)
    .where(
      newestOfEach(routineLogs.id, sql`${sql.placeholder('userIds')}::text[]`, (user) =>
        db
          .select({ id: routineLogs.id })
          .from(routineLogs)
          .where(sql`${routineLogs.userId} = ${user}`)
          .orderBy(desc(routineLogs.createdAt))
          .limit(sql.placeholder('limit')),
      ),
    )
    .orderBy(routineLogs.userId, desc(routineLogs.createdAt))
    .prepare('recent_routine_logs'),
);
