import { describe, expect, it } from 'vitest';
import { templateGoalPoints } from './template-points.js';

const workout = { title: 'Workout', metric: 'work-out-days', gradingType: 'CheckIn' as const, goalValue: 5 };

describe('templateGoalPoints', () => {
  it('pays the fixed points of each suggested goal as suggested', () => {
    expect(templateGoalPoints(workout, 7, 0)).toEqual({ rewardPoints: 5, punishmentPoints: 5 });
    const hold = { title: 'Hold your testosterone', metric: 'cum-days', gradingType: 'AutomaticLower' as const, goalValue: 0 };
    expect(templateGoalPoints(hold, 7, 0)).toEqual({ rewardPoints: 7, punishmentPoints: 10 });
    const milk = { title: 'Milk your balls', metric: 'cum-days', gradingType: 'AutomaticHigher' as const, goalValue: 4 };
    expect(templateGoalPoints(milk, 7, 0)).toEqual({ rewardPoints: 4, punishmentPoints: 4 });
    const locked = { title: 'Stay locked', metric: 'cage-days', gradingType: 'CheckIn' as const, goalValue: 7 };
    expect(templateGoalPoints(locked, 7, 3)).toEqual({ rewardPoints: 7, punishmentPoints: 10 });
    const run = { title: 'Run!', metric: 'distance-run', gradingType: 'AutomaticHigher' as const, goalValue: 20 };
    expect(templateGoalPoints(run, 7, 0)).toEqual({ rewardPoints: 7, punishmentPoints: 10 });
  });

  it('matches a growth goal at one above the current value only', () => {
    const grow = { title: 'Grow Muscle', metric: 'muscle', gradingType: 'AutomaticHigher' as const, goalValue: 13 };
    expect(templateGoalPoints(grow, 7, 12)).toEqual({ rewardPoints: 10, punishmentPoints: 12 });
    expect(templateGoalPoints(grow, 7, 13)).toBeNull();
    expect(templateGoalPoints({ ...grow, goalValue: 1 }, 7, 0)).toEqual({ rewardPoints: 10, punishmentPoints: 12 });
  });

  it('leaves a changed goal, another length or an untitled card to the formula', () => {
    expect(templateGoalPoints({ ...workout, goalValue: 6 }, 7, 0)).toBeNull();
    expect(templateGoalPoints(workout, 8, 0)).toBeNull();
    expect(templateGoalPoints({ ...workout, title: undefined }, 7, 0)).toBeNull();
    expect(templateGoalPoints({ ...workout, title: 'Workout', gradingType: 'Manual' }, 7, 0)).toBeNull();
  });
});
