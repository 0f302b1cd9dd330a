import { describe, expect, it } from 'vitest';
import { allowedGradings, GOAL_CARD_CATEGORIES } from './categories.js';
import { SUGGESTED_CHALLENGES } from './suggested-challenges.js';
import { METRIC_CATALOGUE, metricsOfCategory } from './metrics.js';
import { PUNISHMENT_GOALS, punishmentGoalCost } from './punishment-goals.js';

describe('catalogues', () => {
  it('offers at least three metrics in every fixed category, each named once', () => {
    for (const category of GOAL_CARD_CATEGORIES.filter((entry) => entry !== 'Routines')) {
      expect(metricsOfCategory(category).length, category).toBeGreaterThanOrEqual(3);
    }
    const keys = METRIC_CATALOGUE.map((entry) => entry.metric);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'work-out-days',
        'cum-days',
        'muscle',
        'cage-days',
        'distance-run',
        'ext-watch-video',
        'ext-exercise',
        'ext-reading',
      ]),
    );
  });

  it('has about 32 punishment goals shaped as the spec says', () => {
    expect(PUNISHMENT_GOALS).toHaveLength(32);
    expect(new Set(PUNISHMENT_GOALS.map((goal) => goal.metric)).size).toBe(32);
    for (const goal of PUNISHMENT_GOALS) {
      expect([1, 3, 4, 7]).toContain(goal.goalValue);
      expect(goal.punishmentPoints).toBe(goal.goalValue * 2);
      expect(goal.rewardPoints).toBe(0);
      expect(['CheckIn', 'Manual']).toContain(goal.gradingType);
      expect(goal.metric).toMatch(/^pun-[a-z0-9-]+$/);
    }
    expect(punishmentGoalCost(7)).toBe(4);
  });

  it('builds the suggestions only from catalogue metrics with allowed gradings', () => {
    expect(SUGGESTED_CHALLENGES.map((suggestion) => suggestion.title)).toEqual([
      'Regular Himbo Training',
      'Bull Training',
      'Jock Training',
    ]);
    for (const goal of SUGGESTED_CHALLENGES.flatMap((suggestion) => suggestion.goals)) {
      const known = METRIC_CATALOGUE.find((entry) => entry.metric === goal.metric);
      expect(known?.category, goal.metric).toBe(goal.category);
      expect(allowedGradings(goal.category)).toContain(goal.gradingType);
    }
  });

  it('allows the gradings of spec 4 per category', () => {
    expect(allowedGradings('Routines')).toEqual(['None']);
    expect(allowedGradings('External')).toEqual(['External']);
    expect(allowedGradings('House')).toEqual(['CheckIn', 'AutomaticHigher', 'AutomaticLower', 'Manual']);
  });
});
