import { describe, expect, it } from 'vitest';
import { confirmedValue, pendingByMetric } from './partner-confirm.js';

describe('confirmedValue', () => {
  it('counts every check-in when the partner does not confirm them', () => {
    expect(confirmedValue('CheckIn', 5, 2, null)).toBe(5);
  });

  it('counts the pending check-ins when the player chose to count them', () => {
    expect(confirmedValue('CheckIn', 5, 2, 'count')).toBe(5);
  });

  it('leaves the pending check-ins out when the player chose not to count them', () => {
    expect(confirmedValue('CheckIn', 5, 2, 'dont_count')).toBe(3);
  });

  it('never goes below zero', () => {
    expect(confirmedValue('CheckIn', 1, 3, 'dont_count')).toBe(0);
  });
});

describe('confirmedValue of a manual goal', () => {
  it('counts a waiting "Completed" when the player chose to count it', () => {
    expect(confirmedValue('Manual', 100, 1, 'count')).toBe(100);
  });

  it('judges a waiting "Completed" not completed when the player chose not to count it', () => {
    expect(confirmedValue('Manual', 100, 1, 'dont_count')).toBe(0);
  });

  it('keeps a confirmed "Completed", and a switch left off, as they are', () => {
    expect(confirmedValue('Manual', 100, 0, 'dont_count')).toBe(100);
    expect(confirmedValue('Manual', 0, 0, 'dont_count')).toBe(0);
  });
});

describe('pendingByMetric', () => {
  it('counts only the pending check-ins of each metric', () => {
    const counts = pendingByMetric([
      { metric: 'a', state: 'pending' },
      { metric: 'a', state: 'pending' },
      { metric: 'a', state: 'confirmed' },
      { metric: 'b', state: 'rejected' },
      { metric: 'c', state: 'pending' },
    ]);
    expect([...counts]).toEqual([
      ['a', 2],
      ['c', 1],
    ]);
  });
});
