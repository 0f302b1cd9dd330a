import type { GradingType } from '../catalogue/categories.js';
import { goalSucceeded } from './goal-success.js';

export interface MetricRecord {
  best: number;
  worst: number;
  successCount: number;
  attemptCount: number;
}

export interface GlobalStats {
  successCount: number;
  attemptCount: number;
}

export interface PointsInput {
  durationDays: number;
  goalValue: number;
  gradingType: GradingType;
  multiplier: number;
  /** The metric's value when the challenge starts (see `startValue`). */
  startValue: number;
  /** The user's history for the goal's metric, if any. */
  history: MetricRecord | null;
  global: GlobalStats | null;
}

/**
 * How hard the goal is compared with the user's own record: 1 without history or when best
 * equals worst, else the goal's position between worst (0) and best (1), at least 0.1, and 0.1
 * when the goal lies beyond either extreme.
 */
export function intensity(goalValue: number, history: MetricRecord | null): number {
  if (!history || history.best === history.worst) return 1;
  const position = (goalValue - history.worst) / (history.best - history.worst);
  if (position < 0 || position > 1) return 0.1;
  return Math.max(0.1, position);
}

/** 1 plus the metric's global failure rate; 1 when nobody has attempted it. */
export function difficulty(global: GlobalStats | null): number {
  if (!global || global.attemptCount === 0) return 1;
  return 1 + (global.attemptCount - global.successCount) / global.attemptCount;
}

export function successRate(history: MetricRecord | null): number {
  if (!history || history.attemptCount === 0) return 0.5;
  return history.successCount / history.attemptCount;
}

/**
 * Gradings whose metric counts from zero in every challenge: the submit resets them (CheckIn and
 * None so that the new challenge can check in today, Manual and External so that a previous challenge's result does not carry).
 */
const FRESH_START_GRADINGS: ReadonlySet<GradingType> = new Set(['CheckIn', 'None', 'Manual', 'External']);

export function startsFromZero(gradingType: GradingType): boolean {
  return FRESH_START_GRADINGS.has(gradingType);
}

/** The value a goal's metric has when its challenge starts. */
export function startValue(gradingType: GradingType, currentValue: number): number {
  return startsFromZero(gradingType) ? 0 : currentValue;
}

/**
 * base = days × intensity × difficulty × category multiplier; reward = max(1, round(base ×
 * factor)), punishment = max(1, round(base / factor)) but at most ten times the reward. A goal that
 * already passes at the start (higher-is-better at or below the start value, lower-is-better at
 * or above it, a count of 0) asks no effort, so it is worth nothing either way.
 */
export function goalPoints(input: PointsInput): { rewardPoints: number; punishmentPoints: number } {
  if (goalSucceeded(input.gradingType, input.startValue, input.goalValue)) return { rewardPoints: 0, punishmentPoints: 0 };
  const base = input.durationDays * intensity(input.goalValue, input.history) * difficulty(input.global) * input.multiplier;
  const factor = 1 + 0.5 - successRate(input.history);
  const rewardPoints = Math.max(1, Math.round(base * factor));
  const punishmentPoints = Math.min(10 * rewardPoints, Math.max(1, Math.round(base / factor)));
  return { rewardPoints, punishmentPoints };
}

/** Lower-is-better goals keep their best as the smallest value seen. */
export function lowerIsBetter(gradingType: GradingType): boolean {
  return gradingType === 'AutomaticLower';
}

/** The user's record after one more attempt with `value`. */
export function nextMetricRecord(
  record: MetricRecord | null,
  value: number,
  succeeded: boolean,
  gradingType: GradingType,
): MetricRecord {
  const better = (a: number, b: number) => (lowerIsBetter(gradingType) ? Math.min(a, b) : Math.max(a, b));
  const worse = (a: number, b: number) => (lowerIsBetter(gradingType) ? Math.max(a, b) : Math.min(a, b));
  return {
    best: record ? better(record.best, value) : value,
    worst: record ? worse(record.worst, value) : value,
    successCount: (record?.successCount ?? 0) + (succeeded ? 1 : 0),
    attemptCount: (record?.attemptCount ?? 0) + 1,
  };
}
