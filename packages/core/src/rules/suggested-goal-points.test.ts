import { describe, expect, it } from 'vitest';
import { suggestedGoalPoints } from './suggested-goal-points.js';

const workout = { title: 'Workout', metric: 'work-out-days', gradingType: 'CheckIn' as const, goalValue: 5 };

describe('suggestedGoalPoints', () => {
  it('pays the fixed points of each suggested goal as suggested', () => {
    expect(suggestedGoalPoints(workout, 7, 0)).toEqual({ rewardPoints: 5, punishmentPoints: 5 });
    const hold = { title: 'Hold your testosterone', metric: 'cum-days', gradingType: 'AutomaticLower' as const, goalValue: 0 };
    expect(suggestedGoalPoints(hold, 7, 0)).toEqual({ rewardPoints: 7, punishmentPoints: 10 });
    const milk = { title: 'Milk your balls', metric: 'cum-days', gradingType: 'AutomaticHigher' as const, goalValue: 4 };
    expect(suggestedGoalPoints(milk, 7, 0)).toEqual({ rewardPoints: 4, punishmentPoints: 4 });
    const locked = { title: 'Stay locked', metric: 'cage-days', gradingType: 'CheckIn' as const, goalValue: 7 };
    expect(suggestedGoalPoints(locked, 7, 3)).toEqual({ rewardPoints: 7, punishmentPoints: 10 });
    const run = { title: 'Run!', metric: 'distance-run', gradingType: 'AutomaticHigher' as const, goalValue: 20 };
    expect(suggestedGoalPoints(run, 7, 0)).toEqual({ rewardPoints: 7, punishmentPoints: 10 });
  });

  it('matches a growth goal at one above the current value only', () => {
    const grow = { title: 'Grow Muscle', metric: 'muscle', gradingType: 'AutomaticHigher' as const, goalValue: 13 };
    expect(suggestedGoalPoints(grow, 7, 12)).toEqual({ rewardPoints: 10, punishmentPoints: 12 });
    expect(suggestedGoalPoints(grow, 7, 13)).toBeNull();
    expect(suggestedGoalPoints({ ...grow, goalValue: 1 }, 7, 0)).toEqual({ rewardPoints: 10, punishmentPoints: 12 });
  });

  it('leaves a changed goal, another length or an untitled card to the formula', () => {
    expect(suggestedGoalPoints({ ...workout, goalValue: 6 }, 7, 0)).toBeNull();
    expect(suggestedGoalPoints(workout, 8, 0)).toBeNull();
    expect(suggestedGoalPoints({ ...workout, title: undefined }, 7, 0)).toBeNull();
    expect(suggestedGoalPoints({ ...workout, title: 'Workout', gradingType: 'Manual' }, 7, 0)).toBeNull();
  });
});
