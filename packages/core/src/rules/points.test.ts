import { describe, expect, it } from 'vitest';
import { difficulty, goalPoints, intensity, nextMetricRecord, startValue, successRate } from './points.js';

const record = (best: number, worst: number, successCount = 0, attemptCount = 0) => ({ best, worst, successCount, attemptCount });

describe('points formula (spec 9, clarified)', () => {
  it.each([
    ['no history', 5, null, 1],
    ['best equals worst', 5, record(3, 3), 1],
    ['halfway', 5, record(10, 0), 0.5],
    ['at the best', 10, record(10, 0), 1],
    ['near the worst, floored', 0.5, record(10, 0), 0.1],
    ['beyond the best', 12, record(10, 0), 0.1],
    ['beyond the worst', -1, record(10, 0), 0.1],
    ['lower is better', 2, record(0, 8), 0.75],
  ])('intensity with %s', (_label, goalValue, history, expected) => {
    expect(intensity(goalValue, history)).toBeCloseTo(expected);
  });

  it('difficulty is 1 plus the global failure rate', () => {
    expect(difficulty(null)).toBe(1);
    expect(difficulty({ successCount: 0, attemptCount: 0 })).toBe(1);
    expect(difficulty({ successCount: 3, attemptCount: 4 })).toBe(1.25);
  });

  it('success rate defaults to 0.5', () => {
    expect(successRate(null)).toBe(0.5);
    expect(successRate(record(1, 0, 3, 4))).toBe(0.75);
  });

  it.each([
    // days, value, multiplier, history, global → reward, punishment
    [7, 5, 1.2, null, null, 8, 8],
    [1, 1, 1.2, null, null, 1, 1],
    [7, 5, 1.5, null, { successCount: 1, attemptCount: 2 }, 16, 16],
    // success rate 1 → factor 0.5: reward round(7 × 0.5) = 4, punishment round(7 / 0.5) = 14.
    [7, 5, 1.0, record(5, 5, 2, 2), null, 4, 14],
    // success rate 0 → factor 1.5: reward round(10.5) = 11 (half rounds up), punishment round(4.67) = 5.
    [7, 5, 1.0, record(5, 5, 0, 2), null, 11, 5],
    // A tiny base still pays at least 1 each way.
    [1, 0.5, 1.0, record(10, 0), null, 1, 1],
  ])('%i days, value %d, ×%d → %i RP / %i PP', (days, value, multiplier, history, global, reward, punishment) => {
    expect(
      goalPoints({
        durationDays: days,
        goalValue: value,
        gradingType: 'AutomaticHigher',
        multiplier,
        startValue: 0,
        history,
        global,
      }),
    ).toEqual({ rewardPoints: reward, punishmentPoints: punishment });
  });

  it('caps punishment at ten times the reward', () => {
    // success rate 1, intensity 0.1: base 0.1 → reward 1; punishment round(0.1 / 0.5) = 0 → 1.
    const low = goalPoints({
      durationDays: 1,
      goalValue: 20,
      gradingType: 'AutomaticHigher',
      multiplier: 1,
      startValue: 0,
      history: record(10, 0, 5, 5),
      global: null,
    });
    expect(low.punishmentPoints).toBeLessThanOrEqual(10 * low.rewardPoints);
    const high = goalPoints({
      durationDays: 365,
      goalValue: 5,
      gradingType: 'CheckIn',
      multiplier: 1.5,
      startValue: 0,
      history: record(5, 5, 9, 9),
      global: { successCount: 0, attemptCount: 9 },
    });
    expect(high.punishmentPoints).toBe(Math.min(10 * high.rewardPoints, Math.round((365 * 2 * 1.5) / 0.5)));
  });

  it.each([
    ['higher-is-better at the start value', 'AutomaticHigher', 4, 4],
    ['higher-is-better below the start value', 'AutomaticHigher', 0, 4],
    ['lower-is-better at the start value', 'AutomaticLower', 0, 0],
    ['lower-is-better above the start value', 'AutomaticLower', 9, 3],
    ['a check-in count of 0', 'CheckIn', 0, 0],
    ['an external amount of 0', 'External', 0, 0],
  ] as const)('pays nothing for a goal already met at the start: %s', (_label, gradingType, goalValue, start) => {
    const points = goalPoints({
      durationDays: 30,
      goalValue,
      gradingType,
      multiplier: 1.5,
      startValue: start,
      history: null,
      global: null,
    });
    expect(points).toEqual({ rewardPoints: 0, punishmentPoints: 0 });
  });

  it('pays a goal that needs effort from the start value', () => {
    const base = { durationDays: 7, multiplier: 1, history: null, global: null };
    expect(goalPoints({ ...base, gradingType: 'AutomaticHigher', goalValue: 5, startValue: 4 }).rewardPoints).toBe(7);
    expect(goalPoints({ ...base, gradingType: 'AutomaticLower', goalValue: 2, startValue: 3 }).rewardPoints).toBe(7);
    expect(goalPoints({ ...base, gradingType: 'Manual', goalValue: 50, startValue: 0 }).rewardPoints).toBe(7);
  });

  it('counts fresh-start gradings from zero and automatic ones from the current value', () => {
    expect(startValue('CheckIn', 6)).toBe(0);
    expect(startValue('External', 6)).toBe(0);
    expect(startValue('AutomaticHigher', 6)).toBe(6);
    expect(startValue('AutomaticLower', 6)).toBe(6);
  });

  it('keeps best and worst in the goal’s direction', () => {
    const higher = nextMetricRecord(record(5, 2, 1, 2), 7, true, 'AutomaticHigher');
    expect(higher).toEqual({ best: 7, worst: 2, successCount: 2, attemptCount: 3 });
    const lower = nextMetricRecord(record(1, 4, 0, 1), 6, false, 'AutomaticLower');
    expect(lower).toEqual({ best: 1, worst: 6, successCount: 0, attemptCount: 2 });
    expect(nextMetricRecord(null, 3, true, 'CheckIn')).toEqual({ best: 3, worst: 3, successCount: 1, attemptCount: 1 });
  });
});
