import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { challenges, checkIns, goals, metrics, profiles } from '../../db/schema/index.js';

/**
 * The dashboard in one statement: a row per goal of the active challenge with its metric and
 * whether it was checked in on `day`, or a single row without challenge when none is active.
 * Every row also says whether the user ever completed a challenge.
 */
const dashboardQuery = preparedOn((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      challenge: challenges,
      goal: goals,
      metric: metrics,
      checkedInToday: sql<boolean>`${checkIns.day} is not null`,
      hasCompletedChallenge: sql<boolean>`exists (
        select 1 from ${challenges} as done where done.user_id = ${userId} and done.status = 'completed'
      )`,
    })
    .from(profiles)
    .leftJoin(challenges, and(eq(challenges.userId, profiles.userId), eq(challenges.status, 'active')))
    .leftJoin(goals, eq(goals.challengeId, challenges.id))
    .leftJoin(metrics, and(eq(metrics.userId, profiles.userId), eq(metrics.metric, goals.metric)))
    .leftJoin(
      checkIns,
      and(eq(checkIns.userId, profiles.userId), eq(checkIns.metric, goals.metric), eq(checkIns.day, sql.placeholder('day'))),
    )
    .where(eq(profiles.userId, userId))
    .orderBy(asc(goals.position))
    .prepare('dashboard');
});

export async function findDashboardRows(db: Database, userId: string, day: string) {
  return dashboardQuery(db).execute({ userId, day });
}
