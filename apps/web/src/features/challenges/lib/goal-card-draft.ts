import {
  changeCategory,
  GOAL_CARD_CATEGORIES,
  goalTitle,
  metricChoices,
  showsGoalValue,
  type GoalCardState,
  type GoalDraft,
  type MetricChoice,
} from '@gauntlet/core';

/** One goal card of the new-challenge form. */
export interface GoalCardDraft extends GoalCardState {
  key: string;
  /** The suggested goal's own title; dropped once the category or metric changes. */
  suggestedTitle?: string;
  description?: string;
}

let nextKey = 0;
const newKey = () => `goal-${++nextKey}`;

/** A fresh card: the first category, its first metric and its first grading. */
export function blankGoalCard(routines: readonly MetricChoice[]): GoalCardDraft {
  const first = GOAL_CARD_CATEGORIES[0]!;
  return {
    key: newKey(),
    ...changeCategory({ category: first, metric: '', gradingType: 'CheckIn', goalValue: 1 }, first, routines),
  };
}

/** A card pre-filled from a suggested or copied challenge's goal. */
export function goalCardFromDraft(goal: GoalDraft): GoalCardDraft {
  return {
    key: newKey(),
    category: goal.category,
    metric: goal.metric,
    gradingType: goal.gradingType,
    goalValue: goal.goalValue,
    suggestedTitle: goal.title || undefined,
    description: goal.description || undefined,
  };
}

function metricName(card: GoalCardState, routines: readonly MetricChoice[]): string {
  return metricChoices(card.category, routines).find((choice) => choice.metric === card.metric)?.name ?? card.metric;
}

/** The suggested goal's title, else the generated 'Category: metric name'. */
export function cardTitle(card: GoalCardDraft, routines: readonly MetricChoice[]): string {
  return card.suggestedTitle ?? goalTitle(card.category, metricName(card, routines));
}

/** What the server receives for a card; a hidden (Manual) value never blocks the form. */
export function toGoalDraft(card: GoalCardDraft, routines: readonly MetricChoice[]): GoalDraft {
  const goalValue = showsGoalValue(card.gradingType) || Number.isFinite(card.goalValue) ? card.goalValue : 1;
  return {
    // Ordinary cards never carry Punishment (GOAL_CARD_CATEGORIES); the schema check refuses it anyway.
    category: card.category as GoalDraft['category'],
    metric: card.metric,
    gradingType: card.gradingType,
    goalValue,
    title: cardTitle(card, routines),
    ...(card.description ? { description: card.description } : {}),
  };
}

/** The title a submitted goal draft will carry. */
export function draftTitle(goal: GoalDraft, routines: readonly MetricChoice[] = []): string {
  return goal.title || goalTitle(goal.category, metricName(goal, routines));
}
