import { describe, expect, it } from 'vitest';
import { MANUAL_COMPLETED, MANUAL_NOT_COMPLETED, passingValue } from './goal-success.js';
import { challengeStakes, goalOutcomeAt, gradeChallenge, type GoalStanding } from './outcome.js';

const goal = (overrides: Partial<GoalStanding>): GoalStanding => ({
  gradingType: 'CheckIn',
  goalValue: 5,
  rewardPoints: 8,
  punishmentPoints: 6,
  currentValue: 0,
  ...overrides,
});

describe('grading a challenge', () => {
  it('pays a passed goal its reward and charges a failed one its punishment', () => {
    const result = gradeChallenge([goal({ currentValue: 5 }), goal({ currentValue: 4, punishmentPoints: 3 })], 1000);
    expect(result.goals).toEqual([
      { succeeded: true, rewardPoints: 8, punishmentPoints: 0 },
      { succeeded: false, rewardPoints: 0, punishmentPoints: 3 },
    ]);
    expect(result).toMatchObject({ rewardPoints: 8, uncappedRewardPoints: 8, punishmentPoints: 3 });
  });

  it('stops the reward at the cap, filling it in goal order, and leaves punishment uncapped', () => {
    const result = gradeChallenge(
      [
        goal({ currentValue: 5, rewardPoints: 12 }),
        goal({ currentValue: 5, rewardPoints: 12 }),
        goal({ currentValue: 5, rewardPoints: 12 }),
        goal({ currentValue: 0, punishmentPoints: 30 }),
      ],
      20,
    );
    expect(result.goals.map((graded) => graded.rewardPoints)).toEqual([12, 8, 0, 0]);
    expect(result).toMatchObject({ rewardPoints: 20, uncappedRewardPoints: 36, punishmentPoints: 30 });
  });

  it('pays nothing on an already paid day while a passed goal still counts as passed', () => {
    const result = gradeChallenge([goal({ currentValue: 5 })], 0);
    expect(result.goals[0]).toEqual({ succeeded: true, rewardPoints: 0, punishmentPoints: 0 });
    expect(result).toMatchObject({ rewardPoints: 0, uncappedRewardPoints: 8 });
  });

  it('passes a lower-is-better goal at or below its value and fails it above', () => {
    const lower = (currentValue: number) => goal({ gradingType: 'AutomaticLower', goalValue: 3, currentValue });
    expect(gradeChallenge([lower(3), lower(0), lower(4)], 1000).goals.map((graded) => graded.succeeded)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('judges a manual goal by its switch', () => {
    const manual = (currentValue: number) => goal({ gradingType: 'Manual', goalValue: 50, currentValue });
    const result = gradeChallenge([manual(MANUAL_COMPLETED), manual(MANUAL_NOT_COMPLETED)], 1000);
    expect(result.goals.map((graded) => graded.succeeded)).toEqual([true, false]);
    expect(result).toMatchObject({ rewardPoints: 8, punishmentPoints: 6 });
  });

  it('judges a goal that started part of the way on its value now, not on the progress since the start', () => {
    // Bench press from 80 towards 100: 90 is progress, but it is not the goal.
    const higher = (currentValue: number) => goal({ gradingType: 'AutomaticHigher', goalValue: 100, currentValue });
    expect(gradeChallenge([higher(90)], 1000).goals[0]!.succeeded).toBe(false);
    expect(gradeChallenge([higher(100)], 1000).goals[0]!.succeeded).toBe(true);
    // Weight from 90 down to at most 85.
    const lower = (currentValue: number) => goal({ gradingType: 'AutomaticLower', goalValue: 85, currentValue });
    expect(gradeChallenge([lower(88)], 1000).goals[0]!.succeeded).toBe(false);
    expect(gradeChallenge([lower(85)], 1000).goals[0]!.succeeded).toBe(true);
  });
});

describe('the stakes of a challenge', () => {
  const goals = [
    goal({ gradingType: 'CheckIn', rewardPoints: 12, punishmentPoints: 20 }),
    goal({ gradingType: 'AutomaticLower', goalValue: 0, rewardPoints: 12, punishmentPoints: 33 }),
    goal({ gradingType: 'Manual', rewardPoints: 6, punishmentPoints: 10 }),
  ];

  it('are what the finish pays with every goal passed and costs with none passed', () => {
    expect(challengeStakes(goals, 1000)).toEqual({ bestRewardPoints: 30, worstPunishmentPoints: 63 });
    const allFailed = gradeChallenge(
      goals.map((one) => ({ ...one, currentValue: one.gradingType === 'AutomaticLower' ? 1 : 0 })),
      1000,
    );
    expect(allFailed.punishmentPoints).toBe(63);
  });

  it('keep the best case within the reward cap', () => {
    expect(challengeStakes(goals, 20)).toEqual({ bestRewardPoints: 20, worstPunishmentPoints: 63 });
    expect(challengeStakes(goals, 0).bestRewardPoints).toBe(0);
  });
});

describe('one goal at another value', () => {
  it('pays what the finish would pay it, after the goals before it took their share of the cap', () => {
    const goals = [goal({ currentValue: 5, rewardPoints: 12 }), goal({ currentValue: 1, rewardPoints: 12 })];
    expect(goalOutcomeAt(goals, 1, passingValue('CheckIn', 5), 20)).toEqual({
      succeeded: true,
      rewardPoints: 8,
      punishmentPoints: 0,
    });
    expect(goalOutcomeAt(goals, 1, passingValue('CheckIn', 5), 1000).rewardPoints).toBe(12);
  });

  it('costs a limit its punishment one step over it, and a manual goal passes completed', () => {
    const limit = goal({ gradingType: 'AutomaticLower', goalValue: 0, punishmentPoints: 10 });
    expect(goalOutcomeAt([limit], 0, 1, 100)).toEqual({ succeeded: false, rewardPoints: 0, punishmentPoints: 10 });
    const manual = goal({ gradingType: 'Manual', goalValue: 0 });
    expect(goalOutcomeAt([manual], 0, passingValue('Manual', 0), 100).succeeded).toBe(true);
  });
});
