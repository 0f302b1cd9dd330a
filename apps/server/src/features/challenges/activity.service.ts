import { activityDays, activityRange, addDays, calendarDay, checkInStreaks, describeMetric, type Activity } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { findActivityAccess } from '../profile/profile.service.js';
import { countCheckInsByDay, findChallengesSince, findCheckInDays } from './activity.repository.js';
import { findActiveChallenge, findGoals } from './challenges.repository.js';
import { findMetrics } from './metrics.repository.js';

/** Days a metric was checked in on, by metric; the active challenge's check-in goals start with none. */
async function checkInDaysByMetric(db: Database, userId: string): Promise<Map<string, string[]>> {
  const [rows, active] = await Promise.all([findCheckInDays(db, userId), findActiveChallenge(db, userId)]);
  const byMetric = new Map<string, string[]>();
  for (const goal of active ? await findGoals(db, [active.id]) : []) {
    if (goal.gradingType === 'CheckIn') byMetric.set(goal.metric, []);
  }
  for (const { metric, day } of rows) {
    const days = byMetric.get(metric) ?? [];
    days.push(day);
    byMetric.set(metric, days);
  }
  return byMetric;
}

/**
 * A user's check-in calendar and streaks, with "today" in the user's zone. Whoever may not see
 * it learns no more than about a user who does not exist.
 */
export async function getActivity(db: Database, viewerId: string | null, userId: string): Promise<Activity> {
  const owner = await findActivityAccess(db, viewerId, userId);
  if (!owner?.visible) throw notFound('User not found');
  const now = new Date();
  const today = calendarDay(now, owner.timeZone);
  const range = activityRange(today);
  // A day earlier than the first day's UTC midnight covers every zone's start of that day.
  const since = new Date(`${addDays(range.first, -1)}T00:00:00Z`);
  const [counts, challengeRows, daysByMetric, metricRows] = await Promise.all([
    countCheckInsByDay(db, userId, range.first, range.last),
    findChallengesSince(db, userId, since),
    checkInDaysByMetric(db, userId),
    findMetrics(db, userId),
  ]);
  const challengeDays = challengeRows.map((row) => ({
    first: calendarDay(row.startDate, row.timeZone),
    last: calendarDay(row.stoppedAt, row.timeZone),
  }));
  const nameOf = new Map(metricRows.map((row) => [row.metric, row.name]));
  const streaks = [...daysByMetric].map(([metric, days]) => ({
    metric,
    name: nameOf.get(metric) ?? describeMetric(metric).name,
    ...checkInStreaks(days, now, owner.timeZone),
  }));
  return {
    today,
    days: activityDays(today, new Map(counts.map((row) => [row.day, row.checkIns])), challengeDays),
    streaks: streaks.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
