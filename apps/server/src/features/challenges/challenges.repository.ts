import { and, asc, count, desc, eq, inArray, max, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  categoryMultipliers,
  challengeHistory,
  challengeIsActive,
  challenges,
  globalMetricStats,
  goals,
  metricHistory,
  partnerships,
  routines,
} from '../../db/schema/index.js';

/** Today in the zone the challenge started in, by the database's clock. */
export const challengeToday = sql<string>`(now() at time zone ${challenges.timeZone})::date`;

export type ChallengeRow = typeof challenges.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export type NewGoalRow = Omit<typeof goals.$inferInsert, 'challengeId'>;

export async function findActiveChallenge(db: Executor, userId: string): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.userId, userId), challengeIsActive));
  return row ?? null;
}

/** A challenge of this user with how it ended, if it did; another user's is not found. */
export async function findOwnChallenge(db: Executor, userId: string, challengeId: string) {
  const [row] = await db
    .select({ challenge: challenges, outcome: challengeHistory })
    .from(challenges)
    .leftJoin(challengeHistory, eq(challengeHistory.challengeId, challenges.id))
    .where(and(eq(challenges.id, challengeId), eq(challenges.userId, userId)));
  return row ?? null;
}

export async function findGoals(db: Executor, challengeIds: string[]): Promise<GoalRow[]> {
  if (challengeIds.length === 0) return [];
  return db
    .select()
    .from(goals)
    .where(inArray(goals.challengeId, challengeIds))
    .orderBy(asc(goals.challengeId), asc(goals.position));
}

/**
 * Whether the player has a live partner who holds the `confirm` right, read in the submit's
 * transaction; locked, so a contract change or an end waits for the submit that relies on it.
 */
export async function hasConfirmingPartner(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: partnerships.id })
    .from(partnerships)
    .where(
      and(eq(partnerships.playerId, userId), sql`${partnerships.endedAt} is null`, sql`'confirm' = any(${partnerships.rights})`),
    )
    .for('update');
  return row !== undefined;
}

export async function insertChallenge(
  tx: Executor,
  challenge: typeof challenges.$inferInsert,
  goalRows: NewGoalRow[],
): Promise<{ challenge: ChallengeRow; goals: GoalRow[] }> {
  const [created] = await tx.insert(challenges).values(challenge).returning();
  const insertedGoals = goalRows.length
    ? await tx
        .insert(goals)
        .values(goalRows.map((goal) => ({ ...goal, challengeId: created!.id })))
        .returning()
    : [];
  return { challenge: created!, goals: insertedGoals.sort((a, b) => a.position - b.position) };
}

/** Ends the challenge only if it is still active: a second finish or cancel finds nothing. */
export async function closeActiveChallenge(tx: Executor, userId: string, challengeId: string) {
  const [row] = await tx
    .update(challenges)
    .set({ status: 'completed', finishedAt: new Date() })
    .where(and(eq(challenges.id, challengeId), eq(challenges.userId, userId), challengeIsActive))
    .returning();
  return row ?? null;
}

export async function insertHistoryEntry(tx: Executor, entry: typeof challengeHistory.$inferInsert) {
  await tx.insert(challengeHistory).values(entry);
}

export async function findHistory(db: Executor, userId: string) {
  return db
    .select()
    .from(challengeHistory)
    .where(eq(challengeHistory.userId, userId))
    .orderBy(desc(challengeHistory.finishedDate));
}

export async function findLastCompletedChallenge(db: Executor, userId: string): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.userId, userId), eq(challenges.status, 'completed')))
    .orderBy(desc(challenges.finishedAt))
    .limit(1);
  return row ?? null;
}

const paid = alias(challenges, 'paid');
const paidHistory = alias(challengeHistory, 'paid_history');

/**
 * The end of the user's latest finished (not cancelled) challenge: the days up to it are paid.
 * Aliased, so that it also works as a subquery of a statement that reads `challenges`.
 */
export function paidThroughQuery(db: Executor, userId: string | AnyColumn) {
  return db
    .select({ endDate: max(paid.endDate) })
    .from(paid)
    .innerJoin(paidHistory, eq(paidHistory.challengeId, paid.id))
    .where(and(eq(paid.userId, userId), eq(paidHistory.status, 'Completed')));
}

export async function findPaidThrough(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await paidThroughQuery(db, userId);
  return row?.endDate ?? null;
}

/** The user's latest finished (not cancelled) challenge's history entry. */
export async function findLastFinishedEntry(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(challengeHistory)
    .where(and(eq(challengeHistory.userId, userId), eq(challengeHistory.status, 'Completed')))
    .orderBy(desc(challengeHistory.finishedDate))
    .limit(1);
  return row ?? null;
}

export async function countChallenges(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(challenges).where(eq(challenges.userId, userId));
  return row?.value ?? 0;
}

/** The user's routines, which routine goals target; the routines feature owns everything else about them. */
export async function findRoutineNames(db: Executor, userId: string) {
  return db.select({ id: routines.id, name: routines.name }).from(routines).where(eq(routines.userId, userId));
}

export async function findMultipliers(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select().from(categoryMultipliers);
  return new Map(rows.map((row) => [row.category, row.multiplier]));
}

export async function findMetricRecords(db: Executor, userId: string, metricKeys: string[]) {
  if (metricKeys.length === 0) return [];
  return db
    .select()
    .from(metricHistory)
    .where(and(eq(metricHistory.userId, userId), inArray(metricHistory.metric, metricKeys)));
}

export async function findGlobalStats(db: Executor, metricKeys: string[]) {
  if (metricKeys.length === 0) return [];
  return db.select().from(globalMetricStats).where(inArray(globalMetricStats.metric, metricKeys));
}

export async function saveMetricRecord(tx: Executor, record: typeof metricHistory.$inferInsert) {
  await tx
    .insert(metricHistory)
    .values(record)
    .onConflictDoUpdate({
      target: [metricHistory.userId, metricHistory.metric],
      set: {
        best: record.best,
        worst: record.worst,
        successCount: record.successCount,
        attemptCount: record.attemptCount,
      },
    });
}

export async function countGlobalAttempt(tx: Executor, metric: string, succeeded: boolean) {
  const success = succeeded ? 1 : 0;
  await tx
    .insert(globalMetricStats)
    .values({ metric, successCount: success, attemptCount: 1 })
    .onConflictDoUpdate({
      target: globalMetricStats.metric,
      set: {
        successCount: sql`${globalMetricStats.successCount} + ${success}`,
        attemptCount: sql`${globalMetricStats.attemptCount} + 1`,
      },
    });
}
