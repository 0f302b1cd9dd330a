import {
  addDays,
  calendarDay,
  movesByHand,
  MANUAL_COMPLETED,
  MANUAL_NOT_COMPLETED,
  METRIC_HISTORY_LIMIT,
  type GradingType,
  type MetricHistory,
  type MetricState,
} from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findActiveChallenge, findGoals } from './challenges.repository.js';
import { findCheckIns } from './check-in.repository.js';
import * as repository from './metrics.repository.js';
import { followManualSwitch } from './manual-grades.service.js';

export const metricNotFound = () => new AppError(404, 'metric_not_found', 'Metric not found');

/** Whether the active challenge checked a metric in today and yesterday. */
export interface CheckedIn {
  today: boolean;
  yesterday: boolean;
}

const notCheckedIn: CheckedIn = { today: false, yesterday: false };

export function toMetricState(row: repository.MetricRow, gradingType: GradingType | null, checkedIn: CheckedIn): MetricState {
  return {
    metric: row.metric,
    name: row.name,
    unit: row.unit,
    currentValue: row.currentValue,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
    gradingType,
    checkedInToday: checkedIn.today,
    checkedInYesterday: checkedIn.yesterday,
  };
}

/** The caller's active challenge and how each of its metrics is graded. */
export async function activeGoals(db: Executor, userId: string) {
  const challenge = await findActiveChallenge(db, userId);
  const goals = challenge ? await findGoals(db, [challenge.id]) : [];
  return { challenge, gradingOf: new Map(goals.map((goal) => [goal.metric, goal.gradingType as GradingType])) };
}

export type ActiveGoals = Awaited<ReturnType<typeof activeGoals>>;

/** What the active challenge checked in today and yesterday, in the zone it started in. */
async function checkedInLately(db: Executor, { challenge }: ActiveGoals): Promise<(metric: string) => CheckedIn> {
  if (!challenge) return () => notCheckedIn;
  const today = calendarDay(new Date(), challenge.timeZone);
  const yesterday = addDays(today, -1);
  const rows = await findCheckIns(db, challenge.id, [today, yesterday]);
  const has = (metric: string, day: string) => rows.some((row) => row.metric === metric && row.day === day);
  return (metric) => ({ today: has(metric, today), yesterday: has(metric, yesterday) });
}

/** The metric's state as every answer about one metric shows it. */
export async function stateOf(db: Executor, row: repository.MetricRow, active: ActiveGoals) {
  const checkedIn = await checkedInLately(db, active);
  return toMetricState(row, active.gradingOf.get(row.metric) ?? null, checkedIn(row.metric));
}

export async function listMetrics(db: Database, userId: string): Promise<MetricState[]> {
  const [active, rows] = await Promise.all([activeGoals(db, userId), repository.findMetrics(db, userId)]);
  const checkedIn = await checkedInLately(db, active);
  return rows.map((row) => toMetricState(row, active.gradingOf.get(row.metric) ?? null, checkedIn(row.metric)));
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
  const row = await repository.stepMetricValue(db, userId, metric, delta, 'step');
  if (!row) throw metricNotFound();
  return stateOf(db, row, active);
}

export async function setMetric(db: Database, userId: string, metric: string, value: number): Promise<MetricState> {
  const active = await activeGoals(db, userId);
  refuseHandEdits(active.gradingOf, metric);
  const row = await repository.setMetricValue(db, userId, metric, value, 'set');
  if (!row) throw metricNotFound();
  return stateOf(db, row, active);
}

/**
 * The manual switch writes 100 (completed) or 0. The metric is locked first, so that the turn
 * and, in a "partner confirms" challenge, the claim that follows it see the value it turns from.
 */
export async function setManualGrade(db: Database, userId: string, metric: string, completed: boolean) {
  return db.transaction(async (tx) => {
    const active = await activeGoals(tx, userId);
    if (!active.challenge || active.gradingOf.get(metric) !== 'Manual') {
      throw new AppError(409, 'not_a_manual_goal', 'Only a manual goal of your active challenge has this switch.');
    }
    const before = await repository.lockMetric(tx, userId, metric);
    const value = completed ? MANUAL_COMPLETED : MANUAL_NOT_COMPLETED;
    const row = before && (await repository.setMetricValue(tx, userId, metric, value, 'manual'));
    if (!before || !row) throw metricNotFound();
    await followManualSwitch(tx, active.challenge, metric, before.currentValue, row.currentValue);
    return stateOf(tx, row, active);
  });
}

/** Creates the user's metric at 0 unless it exists (a routine's metric comes with its first session). */
export function ensureMetric(tx: Executor, row: { userId: string; metric: string; name: string; unit: string }) {
  return repository.ensureMetric(tx, row);
}

/**
 * Adds to a metric that something other than the hand moves (an external app's completion, a
 * routine's session), in the caller's transaction, and returns its value: 0 when the user has no
 * such metric. Adding nothing only reads it, so no change is recorded for the chart.
 */
export async function addToMetric(tx: Executor, userId: string, metric: string, added: number): Promise<number> {
  const row =
    added > 0 ? await repository.stepMetricValue(tx, userId, metric, added) : await repository.findMetric(tx, userId, metric);
  return row?.currentValue ?? 0;
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
