import type { GradingType } from '../catalogue/categories.js';
import { goalSucceeded } from './goal-success.js';

/** A goal of a challenge with its metric's value as it stands. */
export interface GoalStanding {
  gradingType: GradingType;
  goalValue: number;
  rewardPoints: number;
  punishmentPoints: number;
  currentValue: number;
}

export interface GradedGoal {
  succeeded: boolean;
  /** What the goal pays after the challenge's reward cap. */
  rewardPoints: number;
  punishmentPoints: number;
}

export interface GradedChallenge {
  goals: GradedGoal[];
  rewardPoints: number;
  /** The passed goals' reward before the cap. */
  uncappedRewardPoints: number;
  punishmentPoints: number;
}

/**
 * A challenge's result with its goals' metrics at these values, as the finish applies it and the
 * dashboard projects it: a passed goal pays its RP, a failed one costs its PP, and the reward
 * stops at `rewardCap`. The cap is filled in goal order, so each goal's paid RP adds up to the
 * total and a goal after the cap ran out pays 0. Punishment is not capped.
 */
export function gradeChallenge(goals: readonly GoalStanding[], rewardCap: number): GradedChallenge {
  let capLeft = Math.max(0, rewardCap);
  const graded = goals.map((goal) => {
    const succeeded = goalSucceeded(goal.gradingType, goal.currentValue, goal.goalValue);
    const rewardPoints = succeeded ? Math.min(goal.rewardPoints, capLeft) : 0;
    capLeft -= rewardPoints;
    return { succeeded, rewardPoints, punishmentPoints: succeeded ? 0 : goal.punishmentPoints };
  });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    goals: graded,
    rewardPoints: sum(graded.map((goal) => goal.rewardPoints)),
    uncappedRewardPoints: sum(goals.map((goal, index) => (graded[index]!.succeeded ? goal.rewardPoints : 0))),
    punishmentPoints: sum(graded.map((goal) => goal.punishmentPoints)),
  };
}

/**
 * What one goal pays or costs at the finish if its metric stood at `value` and the others as
 * they are: the finish's own rule, so a goal after the cap ran out pays what the cap leaves it.
 */
export function goalOutcomeAt(goals: readonly GoalStanding[], index: number, value: number, rewardCap: number): GradedGoal {
  const changed = goals.map((goal, at) => (at === index ? { ...goal, currentValue: value } : goal));
  return gradeChallenge(changed, rewardCap).goals[index]!;
}
