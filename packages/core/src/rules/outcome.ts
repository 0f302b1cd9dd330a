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

/** A goal's points with whether it passed. */
type JudgedGoal = Pick<GoalStanding, 'rewardPoints' | 'punishmentPoints'> & { succeeded: boolean };

/**
 * Pays judged goals: a passed goal its RP, a failed one its PP, and the reward stops at
 * `rewardCap`. The cap is filled in goal order, so each goal's paid RP adds up to the total and a
 * goal after the cap ran out pays 0. Punishment is not capped.
 */
function payJudgedGoals(goals: readonly JudgedGoal[], rewardCap: number): GradedChallenge {
  let capLeft = Math.max(0, rewardCap);
  const graded = goals.map(({ succeeded, ...goal }) => {
    const rewardPoints = succeeded ? Math.min(goal.rewardPoints, capLeft) : 0;
    capLeft -= rewardPoints;
    return { succeeded, rewardPoints, punishmentPoints: succeeded ? 0 : goal.punishmentPoints };
  });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    goals: graded,
    rewardPoints: sum(graded.map((goal) => goal.rewardPoints)),
    uncappedRewardPoints: sum(goals.map((goal) => (goal.succeeded ? goal.rewardPoints : 0))),
    punishmentPoints: sum(graded.map((goal) => goal.punishmentPoints)),
  };
}

/**
 * A challenge's result with its goals' metrics at these values, as the finish applies it and the
 * dashboard projects it: each goal judged by `goalSucceeded`, then paid within the reward cap.
 */
export function gradeChallenge(goals: readonly GoalStanding[], rewardCap: number): GradedChallenge {
  return payJudgedGoals(
    goals.map((goal) => ({ ...goal, succeeded: goalSucceeded(goal.gradingType, goal.currentValue, goal.goalValue) })),
    rewardCap,
  );
}

/** The two ends of what a challenge can come to at its finish. */
export interface ChallengeStakes {
  /** What it pays when every goal passes, after the reward cap. */
  bestRewardPoints: number;
  /** What it costs when no goal passes: the worst case. */
  worstPunishmentPoints: number;
}

/**
 * A challenge's best and worst finish, paid as the finish pays (the cap included) with every
 * goal passed and with none passed, so a projection never calls a number the worst case that
 * the finish could exceed.
 */
export function challengeStakes(
  goals: readonly Pick<GoalStanding, 'rewardPoints' | 'punishmentPoints'>[],
  rewardCap: number,
): ChallengeStakes {
  const judged = (succeeded: boolean) => goals.map((goal) => ({ ...goal, succeeded }));
  return {
    bestRewardPoints: payJudgedGoals(judged(true), rewardCap).rewardPoints,
    worstPunishmentPoints: payJudgedGoals(judged(false), rewardCap).punishmentPoints,
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
