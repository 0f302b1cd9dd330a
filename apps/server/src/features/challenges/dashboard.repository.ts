import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { StatementBatches } from '../../db/statement-batches.js';
import {
  challengeIsActive,
  challenges,
  checkIns,
  goals,
  metrics,
  openCancelRequestOf,
  partnershipHoldsLock,
  partnerships,
  profiles,
} from '../../db/schema/index.js';
import { challengeToday, paidThroughQuery } from './challenges.repository.js';

/** Whether the row's challenge has its goal's check-in on the day. */
const checkedInOn = (day: SQL) => sql<boolean>`exists (
  select 1 from ${checkIns}
  where ${checkIns.challengeId} = ${challenges.id} and ${checkIns.metric} = ${goals.metric} and ${checkIns.day} = ${day}
)`;

/**
 * The dashboards of several users in one statement: for each user a row per goal of their
 * active challenge with its metric and whether the challenge checked it in today and yesterday
 * (and when that today ends), or a single row without challenge when none is active.
 * Every row also says whether its user ever completed a challenge, and until when finished
 * challenges have paid (for the active challenge's reward cap).
 */
const dashboardsQuery = preparedOn((db) => {
  const userId = profiles.userId;
  return db
    .select({
      userId,
      challenge: challenges,
      goal: goals,
      metric: metrics,
      checkedInToday: checkedInOn(challengeToday),
      checkedInYesterday: checkedInOn(sql`${challengeToday} - 1`),
      // Today ends at the next midnight in the challenge's zone: the check-ins above are then out of date.
      todayEndsAt: sql<Date | null>`((${challengeToday} + 1)::timestamp at time zone ${challenges.timeZone})`.mapWith(
        challenges.endDate,
      ),
      hasCompletedChallenge: sql<boolean>`exists (
        select 1 from ${challenges} as done where done.user_id = ${userId} and done.status = 'completed'
      )`,
      paidThrough: sql<Date | null>`(${paidThroughQuery(db, userId)})`.mapWith(challenges.endDate),
      cancelNeedsApproval: sql<boolean>`coalesce(${challenges.partnerApproves}, false) and exists (
        select 1 from ${partnerships}
        where ${partnerships.playerId} = ${userId} and ${partnerships.endedAt} is null and ${partnershipHoldsLock}
      )`,
      cancelRequest: openCancelRequestOf(challenges.id),
    })
    .from(profiles)
    .leftJoin(challenges, and(eq(challenges.userId, profiles.userId), challengeIsActive))
    .leftJoin(goals, eq(goals.challengeId, challenges.id))
    .leftJoin(metrics, and(eq(metrics.userId, profiles.userId), eq(metrics.metric, goals.metric)))
    .where(sql`${profiles.userId} = any(${sql.placeholder('userIds')}::text[])`)
    .orderBy(asc(goals.position))
    .prepare('dashboards');
});

type DashboardRow = Awaited<ReturnType<ReturnType<typeof dashboardsQuery>['execute']>>[number];

/** The dashboards read at the same time are one statement (see `StatementBatches`). */
const dashboardBatches = preparedOn(
  (db) =>
    new StatementBatches({
      name: 'dashboards',
      keyOf: (userId: string) => userId,
      async run(userIds) {
        const byUser = new Map<string, DashboardRow[]>(userIds.map((userId) => [userId, []]));
        for (const row of await dashboardsQuery(db).execute({ userIds })) byUser.get(row.userId)!.push(row);
        return userIds.map((userId) => byUser.get(userId)!);
      },
    }),
);

/** The user's dashboard rows, in goal order. */
export function findDashboardRows(db: Database, userId: string) {
  return dashboardBatches(db).submit(userId);
}
