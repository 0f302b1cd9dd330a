import { checkInGoalProblem, goalDraftSchema, type MetricChoice } from '@gauntlet/core';
import { toGoalDraft, type GoalCardDraft } from './goal-card-draft';

/**
 * Why a card cannot be submitted, or null when it can. Kept apart from the draft helpers: the
 * schema check brings zod, which the dashboard's suggested challenges (titles only) should not load.
 */
export function goalCardProblem(
  card: GoalCardDraft,
  routines: readonly MetricChoice[],
  durationDays: number | null,
): string | null {
  if (!card.metric) {
    return card.category === 'Routines' ? 'Create a routine first, or choose another category.' : 'Choose a metric.';
  }
  const parsed = goalDraftSchema.safeParse(toGoalDraft(card, routines));
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid goal.';
  if (parsed.data.gradingType === 'CheckIn' && durationDays !== null) {
    return checkInGoalProblem(parsed.data.goalValue, durationDays);
  }
  return null;
}
