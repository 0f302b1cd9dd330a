import { plural, t } from '@lingui/core/macro';
import { daysBetween, goalSucceeded, isManualCompleted, type Goal, type MetricState } from '@gauntlet/core';
import { unitName } from './catalogue/metrics';

/** A goal's standing as its progress bar shows it. */
export type GoalProgress =
  | { kind: 'manual'; completed: boolean }
  | {
      kind: 'bar';
      /** 0–100: the way from the start value to the goal, or for a limit the room still left. */
      percent: number;
      /** What the bar says in words, with the value the finish will judge. */
      text: string;
      passing: boolean;
    };

/** At most two decimals, so that a difference such as 85.3 − 84.1 reads 1.2; the unit agrees with it. */
function amount(value: number, unit: string): string {
  const rounded = Math.round(value * 100) / 100;
  return `${rounded}${unit ? ` ${unitName(unit, rounded)}` : ''}`;
}

/** How far `value` has come from `from` towards `to` in percent; with no way to go, full when passing. */
function share(from: number, to: number, value: number, passing: boolean): number {
  if (from === to) return passing ? 100 : 0;
  return Math.round(Math.min(1, Math.max(0, (value - from) / (to - from))) * 100);
}

/** What a limit that the value is within says: how much is still to spare, or that any more fails it. */
function withinLimitText(current: number, goal: number, unit: string): string {
  if (current === goal && goal === 0) return t`None so far: any fails it`;
  const now = amount(current, '');
  const limit = amount(goal, unit);
  if (current === goal) return t`${now} of at most ${limit}: any more fails it`;
  const room = amount(goal - current, '');
  return t`${now} of at most ${limit}: ${room} to spare`;
}

/**
 * A lower-is-better goal that started within its limit shows the room left before it fails (the
 * bar: out of the room it started with); one that started above its limit shows the way down.
 */
function lowerProgress(start: number, goal: number, current: number, unit: string, passing: boolean): GoalProgress {
  if (start <= goal) {
    const over = amount(current - goal, unit);
    const limit = amount(goal, unit);
    const text = passing ? withinLimitText(current, goal, unit) : t`${over} over the limit of ${limit}`;
    return { kind: 'bar', percent: share(goal, start, current, passing), text, passing };
  }
  const now = amount(current, unit);
  const limit = amount(goal, unit);
  const down = amount(current - goal, unit);
  const text = passing ? t`${now}, within the limit of ${limit}` : t`${now}, ${down} to go down to ${limit}`;
  return { kind: 'bar', percent: share(start, goal, current, passing), text, passing };
}

/**
 * The bar of one goal: from the metric's value at the start towards the goal value, judged
 * like the finish judges it (goalSucceeded on the current value). Manual goals have no bar,
 * only their switch's state.
 */
export function goalProgress(goal: Goal, metric: MetricState): GoalProgress {
  const current = metric.currentValue;
  if (goal.gradingType === 'Manual') return { kind: 'manual', completed: isManualCompleted(current) };
  const passing = goalSucceeded(goal.gradingType, current, goal.goalValue);
  if (goal.gradingType === 'AutomaticLower') {
    return lowerProgress(goal.startValue, goal.goalValue, current, metric.unit, passing);
  }
  const value = amount(current, '');
  const target = amount(goal.goalValue, metric.unit);
  const start = amount(goal.startValue, '');
  return {
    kind: 'bar',
    percent: share(Math.min(goal.startValue, goal.goalValue), goal.goalValue, current, passing),
    text: goal.startValue > 0 ? t`${value} of ${target} (started at ${start})` : t`${value} of ${target}`,
    passing,
  };
}

/** Calendar days left in the challenge's zone, today included: 'Last day' or 'N days left'. */
export function daysLeftText(now: Date, endDate: Date, timeZone: string): string {
  const days = daysBetween(now, endDate, timeZone) + 1;
  return days <= 1 ? t`Last day` : plural(days, { one: '# day left', other: '# days left' });
}
