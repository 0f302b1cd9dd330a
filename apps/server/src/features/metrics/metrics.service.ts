import { calendarDay, MANUAL_COMPLETED, MANUAL_NOT_COMPLETED, type GradingType, type MetricState } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Viewer } from '../../http/access.js';
import { findActiveChallenge, findGoals } from '../challenges/challenges.repository.js';
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

type Caller = Pick<Viewer, 'userId' | 'timeZone'>;

/** How each metric of the caller's active challenge is graded. */
async function gradingOfActiveGoals(db: Database, userId: string): Promise<Map<string, GradingType>> {
  const active = await findActiveChallenge(db, userId);
  const goals = active ? await findGoals(db, [active.id]) : [];
  return new Map(goals.map((goal) => [goal.metric, goal.gradingType as GradingType]));
}

async function stateOf(db: Database, caller: Caller, row: repository.MetricRow, gradingOf: Map<string, GradingType>) {
  const checkedIn = await repository.findCheckedInMetrics(db, caller.userId, calendarDay(new Date(), caller.timeZone));
  return toMetricState(row, gradingOf.get(row.metric) ?? null, checkedIn.has(row.metric));
}

export async function listMetrics(db: Database, caller: Caller): Promise<MetricState[]> {
  const [gradingOf, rows, checkedIn] = await Promise.all([
    gradingOfActiveGoals(db, caller.userId),
    repository.findMetrics(db, caller.userId),
    repository.findCheckedInMetrics(db, caller.userId, calendarDay(new Date(), caller.timeZone)),
  ]);
  return rows.map((row) => toMetricState(row, gradingOf.get(row.metric) ?? null, checkedIn.has(row.metric)));
}

/** Check-in: once per metric per calendar day of the user, enforced by the database. */
export async function checkIn(db: Database, caller: Caller, metric: string): Promise<MetricState> {
  const row = await repository.checkInOnce(db, caller.userId, metric, calendarDay(new Date(), caller.timeZone));
  if (row) return toMetricState(row, 'CheckIn', true);
  // Nothing was recorded; only now is it worth reading why.
  if ((await gradingOfActiveGoals(db, caller.userId)).get(metric) !== 'CheckIn') {
    throw new AppError(409, 'not_a_check_in_goal', 'Only a check-in goal of your active challenge can be checked in.');
  }
  if (!(await repository.findMetric(db, caller.userId, metric))) throw metricNotFound();
  throw new AppError(409, 'already_checked_in', 'You have already checked in on this goal today.');
}

/** Goals that have their own way of moving their metric cannot be changed by hand. */
function refuseHandEdits(gradingOf: Map<string, GradingType>, metric: string): void {
  const grading = gradingOf.get(metric);
  if (grading === 'CheckIn' || grading === 'Manual' || grading === 'External') {
    throw new AppError(409, 'metric_locked', `This metric belongs to a ${grading} goal of your active challenge.`);
  }
}

export async function stepMetric(db: Database, caller: Caller, metric: string, delta: number): Promise<MetricState> {
  const gradingOf = await gradingOfActiveGoals(db, caller.userId);
  refuseHandEdits(gradingOf, metric);
  const row = await repository.stepMetricValue(db, caller.userId, metric, delta);
  if (!row) throw metricNotFound();
  return stateOf(db, caller, row, gradingOf);
}

export async function setMetric(db: Database, caller: Caller, metric: string, value: number): Promise<MetricState> {
  const gradingOf = await gradingOfActiveGoals(db, caller.userId);
  refuseHandEdits(gradingOf, metric);
  const row = await repository.setMetricValue(db, caller.userId, metric, value);
  if (!row) throw metricNotFound();
  return stateOf(db, caller, row, gradingOf);
}

/** The manual switch writes 100 (completed) or 0. */
export async function setManualGrade(db: Database, caller: Caller, metric: string, completed: boolean) {
  const gradingOf = await gradingOfActiveGoals(db, caller.userId);
  if (gradingOf.get(metric) !== 'Manual') {
    throw new AppError(409, 'not_a_manual_goal', 'Only a manual goal of your active challenge has this switch.');
  }
  const row = await repository.setMetricValue(db, caller.userId, metric, completed ? MANUAL_COMPLETED : MANUAL_NOT_COMPLETED);
  if (!row) throw metricNotFound();
  return stateOf(db, caller, row, gradingOf);
}
