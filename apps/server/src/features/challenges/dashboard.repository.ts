import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { challenges, checkIns, goals, metrics, profiles } from '../../db/schema/index.js';

/** The user's zone, active challenge and whether any challenge was completed, in one statement. */
export async function findDashboardHead(db: Executor, userId: string) {
  const [row] = await db
    .select({
      timeZone: profiles.timeZone,
      challenge: challenges,
      hasCompletedChallenge: sql<boolean>`exists (
        select 1 from ${challenges} as done where done.user_id = ${profiles.userId} and done.status = 'completed'
      )`,
    })
    .from(profiles)
    .leftJoin(challenges, and(eq(challenges.userId, profiles.userId), eq(challenges.status, 'active')))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Each goal of the challenge with its metric and whether it was checked in on `day`. */
export async function findGoalsWithMetrics(db: Executor, userId: string, challengeId: string, day: string) {
  return db
    .select({ goal: goals, metric: metrics, checkedInToday: sql<boolean>`${checkIns.day} is not null` })
    .from(goals)
    .leftJoin(metrics, and(eq(metrics.userId, userId), eq(metrics.metric, goals.metric)))
    .leftJoin(checkIns, and(eq(checkIns.userId, userId), eq(checkIns.metric, goals.metric), eq(checkIns.day, day)))
    .where(eq(goals.challengeId, challengeId))
    .orderBy(asc(goals.position));
}
