import {
  allowedGradings,
  checkInGoalProblem,
  findCatalogueMetric,
  goalPoints,
  goalTitle,
  routineMetric,
  startValue,
  templateGoalPoints,
  PUNISHMENT_GOAL_REWARD,
  type GoalDraft,
  type MetricRecord,
  type PunishmentGoalDefinition,
} from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findMetrics } from './metrics.repository.js';
import {
  findGlobalStats,
  findMetricRecords,
  findMultipliers,
  findRoutineNames,
  type NewGoalRow,
} from './challenges.repository.js';

/** A goal row to insert, with the display name of its metric. */
export type ResolvedGoal = NewGoalRow & { metricName: string };

/** A Manual goal passes at 50 or more, so that is the value it is stored with. */
const MANUAL_GOAL_VALUE = 50;

function invalidGoal(index: number, message: string): AppError {
  return new AppError(400, 'invalid_goal', `Goal ${index + 1}: ${message}`);
}

/** Checks one goal card against the catalogue and the grading rules, and fills its defaults. */
function normaliseDraft(draft: GoalDraft, index: number, durationDays: number, routineNames: Map<string, string>) {
  if (draft.category === 'Routines') {
    const name = routineNames.get(draft.metric);
    if (!name) throw invalidGoal(index, 'choose one of your routines');
    return { ...draft, gradingType: 'None' as const, goalValue: 1, name };
  }
  const known = findCatalogueMetric(draft.metric);
  if (!known || known.category !== draft.category) {
    throw invalidGoal(index, `the metric ${draft.metric} does not belong to ${draft.category}`);
  }
  if (!allowedGradings(draft.category).includes(draft.gradingType)) {
    throw invalidGoal(index, `${draft.category} goals cannot be graded ${draft.gradingType}`);
  }
  const checkInProblem = draft.gradingType === 'CheckIn' ? checkInGoalProblem(draft.goalValue, durationDays) : null;
  if (checkInProblem) throw invalidGoal(index, checkInProblem);
  const goalValue = draft.gradingType === 'Manual' ? MANUAL_GOAL_VALUE : draft.goalValue;
  return { ...draft, goalValue, name: known.name };
}

/**
 * Turns the client's goal cards into goal rows whose points the server computes itself: a
 * suggested goal as suggested pays its fixed points, any other from the user's metric values and
 * history, the metric's global stats and the category multiplier.
 */
export async function resolveGoals(
  db: Executor,
  userId: string,
  drafts: readonly GoalDraft[],
  durationDays: number,
): Promise<ResolvedGoal[]> {
  const routineNames = drafts.some((draft) => draft.category === 'Routines')
    ? new Map((await findRoutineNames(db, userId)).map((routine) => [routineMetric(routine.id), routine.name]))
    : new Map<string, string>();
  const normalised = drafts.map((draft, index) => normaliseDraft(draft, index, durationDays, routineNames));
  const metricKeys = [...new Set(normalised.map((goal) => goal.metric))];
  // One after another, never together: a submit reads these in its transaction, whose single
  // connection runs one statement at a time (pg deprecates queueing a second one meanwhile).
  const multipliers = await findMultipliers(db);
  const records = await findMetricRecords(db, userId, metricKeys);
  const stats = await findGlobalStats(db, metricKeys);
  const values = await findMetrics(db, userId);
  const recordOf = new Map<string, MetricRecord>(records.map((record) => [record.metric, record]));
  const statsOf = new Map(stats.map((stat) => [stat.metric, stat]));
  const valueOf = new Map(values.map((row) => [row.metric, row.currentValue]));

  return normalised.map((goal, position) => {
    const current = valueOf.get(goal.metric) ?? 0;
    const start = startValue(goal.gradingType, current);
    const points =
      templateGoalPoints(goal, durationDays, current) ??
      goalPoints({
        durationDays,
        goalValue: goal.goalValue,
        gradingType: goal.gradingType,
        multiplier: multipliers.get(goal.category) ?? 1,
        startValue: start,
        history: recordOf.get(goal.metric) ?? null,
        global: statsOf.get(goal.metric) ?? null,
      });
    return {
      position,
      title: goal.title || goalTitle(goal.category, goal.name),
      description: goal.description ?? '',
      category: goal.category,
      metric: goal.metric,
      gradingType: goal.gradingType,
      goalValue: goal.goalValue,
      startValue: start,
      ...points,
      metricName: goal.name,
    };
  });
}

export function punishmentGoalRows(picked: readonly PunishmentGoalDefinition[], firstPosition: number): ResolvedGoal[] {
  return picked.map((goal, index) => ({
    position: firstPosition + index,
    title: goal.title,
    description: goal.description,
    category: 'Punishment',
    metric: goal.metric,
    gradingType: goal.gradingType,
    goalValue: goal.goalValue,
    // Punishment goals are check-in and manual goals, whose metrics restart from 0.
    startValue: 0,
    rewardPoints: PUNISHMENT_GOAL_REWARD,
    punishmentPoints: goal.punishmentPoints,
    metricName: goal.title,
  }));
}
