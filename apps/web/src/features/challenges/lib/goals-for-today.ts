import { useState } from 'react';
import type { Goal, GradedGoal, MetricState } from '@gauntlet/core';

/** One goal of the active challenge as the dashboard lists it. */
export interface GoalRow {
  goal: Goal;
  metric: MetricState;
  /** Its standing if the challenge ended today. */
  projected: GradedGoal;
}

/**
 * Whether a goal asks nothing more of the player today: a check-in goal checked in today (and
 * yesterday too, while yesterday can still take one), or any goal already passing, a limit not
 * yet crossed among them.
 */
export function doneForToday({ goal, metric, projected }: GoalRow, yesterdayOpen: boolean): boolean {
  if (goal.gradingType === 'CheckIn' && metric.checkedInToday && (!yesterdayOpen || metric.checkedInYesterday)) return true;
  return projected.succeeded;
}

/**
 * The goals with something to do today first and the done ones apart, each in the challenge's
 * order. Which goals count as done is settled when the dashboard opens (and again on a new day
 * or challenge): a goal the player finishes now stays under their thumb, with its feedback, and
 * joins the done ones the next time.
 */
export function useGoalsForToday(rows: GoalRow[], settledFor: string, yesterdayOpen: boolean) {
  const doneIds = () => new Set(rows.filter((row) => doneForToday(row, yesterdayOpen)).map((row) => row.goal.id));
  const [settled, setSettled] = useState(() => ({ key: settledFor, doneIds: doneIds() }));
  if (settled.key !== settledFor) setSettled({ key: settledFor, doneIds: doneIds() });
  return {
    toDo: rows.filter((row) => !settled.doneIds.has(row.goal.id)),
    done: rows.filter((row) => settled.doneIds.has(row.goal.id)),
  };
}
