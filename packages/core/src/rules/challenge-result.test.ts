import { describe, expect, it } from 'vitest';
import { challengeResult } from './challenge-result.js';

describe('how an ended challenge went', () => {
  it('judges a finish by its goals: all passed, some, or none', () => {
    expect(challengeResult({ status: 'Completed', goalsPassed: 3, goalCount: 3 })).toBe('passed');
    expect(challengeResult({ status: 'Completed', goalsPassed: 1, goalCount: 3 })).toBe('partlyPassed');
    expect(challengeResult({ status: 'Completed', goalsPassed: 0, goalCount: 3 })).toBe('failed');
  });

  it('calls a cancel a cancel, whatever its goals did', () => {
    expect(challengeResult({ status: 'Cancelled', goalsPassed: null, goalCount: null })).toBe('cancelled');
    expect(challengeResult({ status: 'Cancelled', goalsPassed: 2, goalCount: 2 })).toBe('cancelled');
  });

  it('only says finished when the goals were not counted, or there were none', () => {
    expect(challengeResult({ status: 'Completed', goalsPassed: null, goalCount: null })).toBe('finished');
    expect(challengeResult({ status: 'Completed', goalsPassed: 0, goalCount: 0 })).toBe('finished');
  });
});
