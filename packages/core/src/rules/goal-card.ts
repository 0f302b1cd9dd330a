import { allowedGradings, type Category, type GradingType } from '../catalogue/categories.js';
import { metricsOfCategory, ROUTINE_METRIC_PREFIX } from '../catalogue/metrics.js';

export interface MetricChoice {
  metric: string;
  name: string;
}

/** Metric choices of a category; Routines come from the user's own routines. */
export function metricChoices(category: Category, routines: readonly MetricChoice[] = []): MetricChoice[] {
  return category === 'Routines' ? [...routines] : metricsOfCategory(category);
}

export function isRoutineMetric(metric: string): boolean {
  return metric.startsWith(ROUTINE_METRIC_PREFIX);
}

/** Goal value 1 for Routines and CheckIn goals. */
function defaultGoalValue(category: Category, gradingType: GradingType, current: number): number {
  return category === 'Routines' || gradingType === 'CheckIn' ? 1 : current;
}

export interface GoalCardState {
  category: Category;
  metric: string;
  gradingType: GradingType;
  goalValue: number;
}

/** Changing category resets the metric to the category's first and the grading to its first allowed. */
export function changeCategory(state: GoalCardState, category: Category, routines: readonly MetricChoice[] = []): GoalCardState {
  const gradingType = allowedGradings(category)[0]!;
  return {
    category,
    metric: metricChoices(category, routines)[0]?.metric ?? '',
    gradingType,
    goalValue: defaultGoalValue(category, gradingType, state.goalValue),
  };
}

/** A routine metric forces grading None and value 1. */
export function changeMetric(state: GoalCardState, metric: string): GoalCardState {
  if (isRoutineMetric(metric)) return { ...state, metric, gradingType: 'None', goalValue: 1 };
  return { ...state, metric };
}

export function changeGrading(state: GoalCardState, gradingType: GradingType): GoalCardState {
  return {
    ...state,
    gradingType,
    goalValue: gradingType === 'CheckIn' ? Math.max(1, Math.round(state.goalValue)) : state.goalValue,
  };
}

/** 'Category: metric name', or 'Routine: …' / 'External: …' for those kinds. */
export function goalTitle(category: Category, metricName: string): string {
  if (category === 'Routines') return `Routine: ${metricName}`;
  if (category === 'External') return `External: ${metricName}`;
  return `${category}: ${metricName}`;
}

/** The goal value field is hidden for Manual goals. */
export function showsGoalValue(gradingType: GradingType): boolean {
  return gradingType !== 'Manual';
}

/**
 * Whether a goal's metric may be changed by hand (the metrics screen's minus, plus and number).
 * Not when the goal has its own way of moving it: check-ins, the manual switch, external
 * completions and, for routine goals (None), training.
 */
export function movesByHand(gradingType: GradingType): boolean {
  return gradingType === 'AutomaticHigher' || gradingType === 'AutomaticLower';
}

/** A routine goal (graded None) is one training session: its value is always 1. */
export function goalValueIsFixed(gradingType: GradingType): boolean {
  return gradingType === 'None';
}

/** A check-in goal counts days of the challenge: a whole number from 1 to its duration. */
export function checkInGoalProblem(goalValue: number, durationDays: number): string | null {
  return Number.isInteger(goalValue) && goalValue >= 1 && goalValue <= durationDays
    ? null
    : `A check-in goal needs a whole number of days from 1 to ${durationDays}.`;
}
