import { SUGGESTED_CHALLENGES, SUGGESTED_DURATION_DAYS } from '../catalogue/suggested-challenges.js';
import type { GradingType } from '../catalogue/categories.js';

interface GoalCard {
  title?: string | undefined;
  metric: string;
  gradingType: GradingType;
  goalValue: number;
}

/**
 * The fixed points of a suggested challenge's goal, for a goal card that is that goal as it was
 * suggested (same title, metric, grading and value, over the suggestion's 7 days); null for any
 * other card, which the points formula prices. A goal that targets growth is suggested at one
 * above the metric's current value. These values are not the user's to choose, so the rule that
 * a goal already met pays nothing does not apply to them; the daily reward cap still does.
 */
export function suggestedGoalPoints(
  card: GoalCard,
  durationDays: number,
  currentValue: number,
): { rewardPoints: number; punishmentPoints: number } | null {
  if (durationDays !== SUGGESTED_DURATION_DAYS) return null;
  for (const goal of SUGGESTED_CHALLENGES.flatMap((suggestion) => suggestion.goals)) {
    const suggestedValue = goal.goalValue ?? currentValue + 1;
    if (
      goal.points &&
      goal.title === card.title &&
      goal.metric === card.metric &&
      goal.gradingType === card.gradingType &&
      suggestedValue === card.goalValue
    ) {
      return goal.points;
    }
  }
  return null;
}
