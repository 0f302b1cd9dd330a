import { describe, expect, it } from 'vitest';
import { nextStreak, TAGGER_RELOAD_STREAK } from './streak.js';
import type { TaggerVote } from './tag-learning.js';

/** Runs the votes from a fresh streak; returns the vote numbers (1-based) that asked for a reload. */
function reloadsAfter(votes: TaggerVote[]): number[] {
  let streak = 0;
  const reloads: number[] = [];
  votes.forEach((vote, index) => {
    const step = nextStreak(streak, vote);
    streak = step.streak;
    if (step.reload) reloads.push(index + 1);
  });
  return reloads;
}

describe('the three -1 rule', () => {
  it('reloads after three -1 in a row', () => {
    expect(TAGGER_RELOAD_STREAK).toBe(3);
  });

  it.each([
    ['three -1', [-1, -1, -1], [3]],
    ['two -1', [-1, -1], []],
    ['0 resets the streak', [-1, -1, 0, -1, -1], []],
    ['+1 breaks the run too', [-1, -1, 1, -1, -1], []],
    ['counting starts again after a reload', [-1, -1, -1, -1, -1, -1], [3, 6]],
    ['a reset, then three', [-1, 0, -1, -1, -1], [5]],
    ['only likes', [1, 1, 1, 1], []],
  ] as [string, TaggerVote[], number[]][])('%s', (_label, votes, expected) => {
    expect(reloadsAfter(votes)).toEqual(expected);
  });

  it('reports the streak so far', () => {
    expect(nextStreak(0, -1)).toEqual({ streak: 1, reload: false });
    expect(nextStreak(1, -1)).toEqual({ streak: 2, reload: false });
    expect(nextStreak(2, -1)).toEqual({ streak: 0, reload: true });
    expect(nextStreak(2, 0)).toEqual({ streak: 0, reload: false });
  });
});
