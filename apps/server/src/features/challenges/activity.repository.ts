import { and, between, count, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { challenges, checkIns } from '../../db/schema/index.js';

/** Check-ins per calendar day (in each challenge's zone) from `first` to `last`. */
export async function countCheckInsByDay(db: Executor, userId: string, first: string, last: string) {
  return db
    .select({ day: checkIns.day, checkIns: count() })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), between(checkIns.day, first, last)))
    .groupBy(checkIns.day);
}

/** Every day each metric was checked in on, once per day whatever the number of challenges. */
export async function findCheckInDays(db: Executor, userId: string) {
  return db.selectDistinct({ metric: checkIns.metric, day: checkIns.day }).from(checkIns).where(eq(checkIns.userId, userId));
}

/** The user's challenges that ran at `since` or later, and when each stopped: at its end, or when cancelled. */
export async function findChallengesSince(db: Executor, userId: string, since: Date) {
  return db
    .select({
      startDate: challenges.startDate,
      stoppedAt: sql<Date>`least(${challenges.endDate}, ${challenges.finishedAt})`.mapWith(challenges.endDate),
      timeZone: challenges.timeZone,
    })
    .from(challenges)
    .where(and(eq(challenges.userId, userId), gte(challenges.endDate, since)));
}
