import {
  calendarDay,
  formatLastDay,
  movesByHand,
  MANUAL_COMPLETED,
  MANUAL_NOT_COMPLETED,
  METRIC_HISTORY_LIMIT,
  type GradingType,
  type MetricHistory,
  type MetricState,
} from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findActiveChallenge, findGoals } from './challenges.repository.js';
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

/** The caller's active challenge and how each of its metrics is graded. */
async function activeGoals(db: Database, userId: string) {
  const challenge = await findActiveChallenge(db, userId);
  const goals = challenge ? await findGoals(db, [challenge.id]) : [];
  return { challenge, gradingOf: new Map(goals.map((goal) => [goal.metric, goal.gradingType as GradingType])) };
}

type ActiveGoals = Awaited<ReturnType<typeof activeGoals>>;

/** The metrics the active challenge checked in today, in the zone it started in. */
async function checkedInToday(db: Database, { challenge }: ActiveGoals): Promise<Set<string>> {
  if (!challenge) return new Set();
  return repository.findCheckedInMetrics(db, challenge.id, calendarDay(new Date(), challenge.timeZone));
}

async function stateOf(db: Database, row: repository.MetricRow, active: ActiveGoals) {
  const checkedIn = await checkedInToday(db, active);
  return toMetricState(row, active.gradingOf.get(row.metric) ?? null, checkedIn.has(row.metric));
}

export async function listMetrics(db: Database, userId: string): Promise<MetricState[]> {
  const [active, rows] = await Promise.all([activeGoals(db, userId), repository.findMetrics(db, userId)]);
  const checkedIn = await checkedInToday(db, active);
  return rows.map((row) => toMetricState(row, active.gradingOf.get(row.metric) ?? null, checkedIn.has(row.metric)));
}

/** Check-in: once per metric, challenge and calendar day inside the challenge, enforced by the database. */
export async function checkIn(db: Database, userId: string, metric: string): Promise<MetricState> {
  const row = await repository.checkInOnce(db, userId, metric);
  if (row) return toMetricState(row, 'CheckIn', true);
  // Nothing was recorded; only now is it worth reading why.
  const { challenge, gradingOf } = await activeGoals(db, userId);
  if (!challenge || gradingOf.get(metric) !== 'CheckIn') {
    throw new AppError(409, 'not_a_check_in_goal', 'Only a check-in goal of your active challenge can be checked in.');
  }
  if (!(await repository.findMetric(db, userId, metric))) throw metricNotFound();
  if (Date.now() > challenge.endDate.getTime()) {
    throw new AppError(
      409,
      'challenge_over',
      `Your challenge ended on ${formatLastDay(challenge.endDate, challenge.timeZone)}: finish it to see the result.`,
    );
  }
  throw new AppError(409, 'already_checked_in', 'You have already checked in on this goal today.');
}

/** A metric of a goal that has its own way of moving it cannot be changed by hand. */
function refuseHandEdits(gradingOf: Map<string, GradingType>, metric: string): void {
  const grading = gradingOf.get(metric);
  if (grading && !movesByHand(grading)) {
    throw new AppError(409, 'metric_locked', `This metric belongs to a ${grading} goal of your active challenge.`);
  }
}

export async function stepMetric(db: Database, userId: string, metric: string, delta: number): Promise<MetricState> {
  const active = await activeGoals(db, userId);
  refuseHandEdits(active.gradingOf, metric);
  const row = await repository.stepMetricValue(db, userId, metric, delta);
  if (!row) throw metricNotFound();
  return stateOf(db, row, active);
}

export async function setMetric(db: Database, userId: string, metric: string, value: number): Promise<MetricState> {
  const active = await activeGoals(db, userId);
  refuseHandEdits(active.gradingOf, metric);
  const row = await repository.setMetricValue(db, userId, metric, value);
  if (!row) throw metricNotFound();
  return stateOf(db, row, active);
}

/** The manual switch writes 100 (completed) or 0. */
export async function setManualGrade(db: Database, userId: string, metric: string, completed: boolean) {
  const active = await activeGoals(db, userId);
  if (active.gradingOf.get(metric) !== 'Manual') {
    throw new AppError(409, 'not_a_manual_goal', 'Only a manual goal of your active challenge has this switch.');
  }
  const row = await repository.setMetricValue(db, userId, metric, completed ? MANUAL_COMPLETED : MANUAL_NOT_COMPLETED);
  if (!row) throw metricNotFound();
  return stateOf(db, row, active);
}

/** A metric's latest values for its chart, with the active challenge's goal on it. */
export async function metricHistory(db: Database, userId: string, metric: string): Promise<MetricHistory> {
  const [row, changes, active] = await Promise.all([
    repository.findMetric(db, userId, metric),
    repository.findMetricChanges(db, userId, metric, METRIC_HISTORY_LIMIT),
    findActiveChallenge(db, userId),
  ]);
  if (!row) throw metricNotFound();
  const goal = (active ? await findGoals(db, [active.id]) : []).find((entry) => entry.metric === metric);
  return {
    metric: row.metric,
    name: row.name,
    unit: row.unit,
    changes: changes.map((change) => ({ at: change.at.toISOString(), value: change.value })),
    goal: goal ? { value: goal.goalValue, gradingType: goal.gradingType as GradingType } : null,
  };
}
