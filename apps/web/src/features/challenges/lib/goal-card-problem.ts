import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { checkInGoalProblem, goalDraftSchema, type MetricChoice } from '@gauntlet/core';
import { toGoalDraft, type GoalCardDraft } from './goal-card-draft';

/**
 * The goal rules live in core, shared with the server, and name each problem in English; the card
 * shows each in the reader's language, found by that English text.
 */
const PROBLEMS: Record<string, MessageDescriptor> = {
  'Enter a goal value of 0 or more.': msg`Enter a goal value of 0 or more.`,
  'A goal value can be at most 1,000,000.': msg`A goal value can be at most 1,000,000.`,
  'Unknown metric': msg`Unknown metric`,
  'Punishment goals are picked from the offers': msg`Punishment goals are picked from the offers`,
};
const INVALID_GOAL = msg`Invalid goal.`;

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
    return card.category === 'Routines' ? t`Create a routine first, or choose another category.` : t`Choose a metric.`;
  }
  const parsed = goalDraftSchema.safeParse(toGoalDraft(card, routines));
  if (!parsed.success) return i18n._(PROBLEMS[parsed.error.issues[0]?.message ?? ''] ?? INVALID_GOAL);
  if (parsed.data.gradingType === 'CheckIn' && durationDays !== null) {
    return checkInGoalProblem(parsed.data.goalValue, durationDays) === null
      ? null
      : t`A check-in goal needs a whole number of days from 1 to ${durationDays}.`;
  }
  return null;
}
