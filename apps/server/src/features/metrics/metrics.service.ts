import {
  calendarDay,
  MANUAL_COMPLETED,
  MANUAL_NOT_COMPLETED,
  type GradingType,
  type MetricState,
} from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findActiveChallenge, findGoals } from '../challenges/challenges.repository.js';
import { findTimeZone } from '../profile/profile.repository.js';
import * as repository from './metrics.repository.js';

const metricNotFound = () => new AppError(404, 'metric_not_found', 'Metric not found');

export function toMetricState(row: repository.MetricRow, gradingType: GradingType | null, checkedInToday: boolean): MetricState {
  return {
    metric: row.metric,
    name: row.name,
    unit: row.unit,
    currentValue: row.currentValue,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
    gradingType,
    checkedInToday,
  };
}

interface Context {
  timeZone: string;
  gradingOf: Map<string, GradingType>;
}

async function context(db: Database, userId: string): Promise<Context> {
  const [timeZone, active] = await Promise.all([findTimeZone(db, userId), findActiveChallenge(db, userId)]);
  const goals = active ? await findGoals(db, [active.id]) : [];
  return {
    timeZone: timeZone ?? 'UTC',
    gradingOf: new Map(goals.map((goal) => [goal.metric, goal.gradingType as GradingType])),
  };
}

async function stateOf(db: Database, userId: string, row: repository.MetricRow, ctx: Context) {
  const checkedIn = await repository.findCheckedInMetrics(db, userId, calendarDay(new Date(), ctx.timeZone));
  return toMetricState(row, ctx.gradingOf.get(row.metric) ?? null, checkedIn.has(row.metric));
}

export async function listMetrics(db: Database, userId: string): Promise<MetricState[]> {
  const ctx = await context(db, userId);
  const [rows, checkedIn] = await Promise.all([
    repository.findMetrics(db, userId),
    repository.findCheckedInMetrics(db, userId, calendarDay(new Date(), ctx.timeZone)),
  ]);
  return rows.map((row) => toMetricState(row, ctx.gradingOf.get(row.metric) ?? null, checkedIn.has(row.metric)));
}

/** Check-in: once per metric per calendar day of the user, enforced by the database. */
export async function checkIn(db: Database, userId: string, metric: string): Promise<MetricState> {
  const ctx = await context(db, userId);
  if (ctx.gradingOf.get(metric) !== 'CheckIn') {
    throw new AppError(409, 'not_a_check_in_goal', 'Only a check-in goal of your active challenge can be checked in.');
  }
  const row = await db.transaction(async (tx) => {
    if (!(await repository.insertCheckIn(tx, userId, metric, calendarDay(new Date(), ctx.timeZone)))) {
      throw new AppError(409, 'already_checked_in', 'You have already checked in on this goal today.');
    }
    const stepped = await repository.stepMetricValue(tx, userId, metric, 1);
    if (!stepped) throw metricNotFound();
    return stepped;
  });
  return stateOf(db, userId, row, ctx);
}

/** Goals that have their own way of moving their metric cannot be changed by hand. */
function refuseHandEdits(ctx: Context, metric: string): void {
  const grading = ctx.gradingOf.get(metric);
  if (grading === 'CheckIn' || grading === 'Manual' || grading === 'External') {
    throw new AppError(409, 'metric_locked', `This metric belongs to a ${grading} goal of your active challenge.`);
  }
}

export async function stepMetric(db: Database, userId: string, metric: string, delta: number): Promise<MetricState> {
  const ctx = await context(db, userId);
  refuseHandEdits(ctx, metric);
  const row = await repository.stepMetricValue(db, userId, metric, delta);
  if (!row) throw metricNotFound();
  return stateOf(db, userId, row, ctx);
}

export async function setMetric(db: Database, userId: string, metric: string, value: number): Promise<MetricState> {
  const ctx = await context(db, userId);
  refuseHandEdits(ctx, metric);
  const row = await repository.setMetricValue(db, userId, metric, value);
  if (!row) throw metricNotFound();
  return stateOf(db, userId, row, ctx);
}

/** The manual switch writes 100 (completed) or 0. */
export async function setManualGrade(db: Database, userId: string, metric: string, completed: boolean) {
  const ctx = await context(db, userId);
  if (ctx.gradingOf.get(metric) !== 'Manual') {
    throw new AppError(409, 'not_a_manual_goal', 'Only a manual goal of your active challenge has this switch.');
  }
  const row = await repository.setMetricValue(db, userId, metric, completed ? MANUAL_COMPLETED : MANUAL_NOT_COMPLETED);
  if (!row) throw metricNotFound();
  return stateOf(db, userId, row, ctx);
}
