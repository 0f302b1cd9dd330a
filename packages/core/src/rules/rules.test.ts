import { describe, expect, it } from 'vitest';
import { goalSucceeded, isManualCompleted } from './goal-success.js';
import { cancelPunishment, clampPenalty, penaltyAfterCancel, penaltyAfterFinish, spanDays } from './penalty.js';
import { changeCategory, changeGrading, changeMetric, goalTitle, showsGoalValue } from './goal-card.js';

describe('goal success rules (spec 4)', () => {
  it.each([
    ['AutomaticHigher', 5, 5, true],
    ['AutomaticHigher', 4, 5, false],
    ['AutomaticLower', 0, 0, true],
    ['AutomaticLower', 1, 0, false],
    ['CheckIn', 3, 3, true],
    ['CheckIn', 2, 3, false],
    ['None', 1, 1, true],
    ['External', 59, 60, false],
    ['Manual', 50, 50, true],
    ['Manual', 49, 50, false],
    ['Manual', null, 50, false],
  ] as const)('%s with %s against %s → %s', (grading, current, goal, expected) => {
    expect(goalSucceeded(grading, current, goal)).toBe(expected);
  });

  it('counts a manual value of 50 or more as completed', () => {
    expect(isManualCompleted(100)).toBe(true);
    expect(isManualCompleted(0)).toBe(false);
    expect(isManualCompleted(undefined)).toBe(false);
  });
});

describe('cancel penalty (spec 4, 9)', () => {
  it('charges the round-up of the percentage of the goals’ punishment points', () => {
    expect(cancelPunishment(0, [10, 10])).toBe(0);
    expect(cancelPunishment(5, [10, 9])).toBe(1);
    expect(cancelPunishment(50, [7])).toBe(4);
    expect(cancelPunishment(100, [3, 4])).toBe(7);
  });

  it('rises by the larger of 5 and the span, falls by half the span rounded down, within 0..100', () => {
    expect(penaltyAfterCancel(0, 1)).toBe(5);
    expect(penaltyAfterCancel(10, 7)).toBe(17);
    expect(penaltyAfterCancel(98, 7)).toBe(100);
    expect(penaltyAfterFinish(17, 7)).toBe(14);
    expect(penaltyAfterFinish(2, 7)).toBe(0);
    expect(penaltyAfterFinish(5, 1)).toBe(5);
    expect(clampPenalty(-3)).toBe(0);
  });

  it('counts the calendar days a challenge spans', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    expect(spanDays(start, new Date('2026-03-01T23:59:59Z'))).toBe(1);
    expect(spanDays(start, new Date('2026-03-07T23:59:59Z'))).toBe(7);
  });
});

describe('goal card (spec 4)', () => {
  const card = { category: 'Exercise' as const, metric: 'distance-run', gradingType: 'AutomaticHigher' as const, goalValue: 20 };

  it('resets metric and grading when the category changes, value 1 for CheckIn and Routines', () => {
    expect(changeCategory(card, 'House')).toEqual({
      category: 'House',
      metric: 'clean-days',
      gradingType: 'CheckIn',
      goalValue: 1,
    });
    expect(changeCategory(card, 'External')).toEqual({
      category: 'External',
      metric: 'ext-watch-video',
      gradingType: 'External',
      goalValue: 20,
    });
    expect(changeCategory(card, 'Routines', [{ metric: 'rout-abc', name: 'Legs' }])).toEqual({
      category: 'Routines',
      metric: 'rout-abc',
      gradingType: 'None',
      goalValue: 1,
    });
  });

  it('forces None and value 1 for a routine metric', () => {
    expect(changeMetric(card, 'rout-xyz')).toMatchObject({ gradingType: 'None', goalValue: 1 });
    expect(changeMetric(card, 'push-ups')).toMatchObject({ metric: 'push-ups', gradingType: 'AutomaticHigher' });
  });

  it('keeps check-in values whole and hides the value for Manual', () => {
    expect(changeGrading({ ...card, goalValue: 2.6 }, 'CheckIn').goalValue).toBe(3);
    expect(showsGoalValue('Manual')).toBe(false);
    expect(showsGoalValue('CheckIn')).toBe(true);
  });

  it('generates the title from category and metric name', () => {
    expect(goalTitle('Exercise', 'Push-ups')).toBe('Exercise: Push-ups');
    expect(goalTitle('Routines', 'Legs')).toBe('Routine: Legs');
    expect(goalTitle('External', 'Reading tracked')).toBe('External: Reading tracked');
  });
});
