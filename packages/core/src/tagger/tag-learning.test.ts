import { describe, expect, it } from 'vitest';
import {
  applyVote,
  emptyTaggerData,
  learnedProbability,
  parseTaggerData,
  tagProbability,
  voteWeight,
  type TaggerData,
  type TaggerVote,
} from './tag-learning.js';

describe('tag learning (spec 3, 4, 9)', () => {
  it.each([
    [-1, 0],
    [0, 0.5],
    [1, 1],
  ] as const)('a %i vote adds %d votes', (vote, weight) => {
    expect(voteWeight(vote)).toBe(weight);
  });

  it.each([
    ['an unknown tag', undefined, 0.5],
    ['a tag with no count', { votes: 0, count: 0 }, 0.5],
    ['one +1, clamped', { votes: 1, count: 1 }, 0.9],
    ['one -1, clamped', { votes: 0, count: 1 }, 0.1],
    ['one 0', { votes: 0.5, count: 1 }, 0.5],
    ['3 of 4 liked', { votes: 3, count: 4 }, 0.75],
    ['1 of 5 liked', { votes: 1, count: 5 }, 0.2],
    ['1 of 20 liked, clamped', { votes: 1, count: 20 }, 0.1],
    ['19 of 20 liked, clamped', { votes: 19, count: 20 }, 0.9],
  ])('probability of %s', (_label, stats, expected) => {
    expect(tagProbability(stats)).toBeCloseTo(expected);
  });

  it('counts every distinct tag of the post and remembers the post id', () => {
    const votes: [number, string[], TaggerVote][] = [
      [10, ['solo', 'smile', 'smile'], 1],
      [11, ['solo', 'outside'], -1],
      [12, ['outside'], 0],
    ];
    const data = votes.reduce<TaggerData>(
      (current, [id, tags, vote]) => applyVote(current, { id, tags }, vote),
      emptyTaggerData(),
    );
    expect(data).toEqual({
      tags: { solo: { votes: 1, count: 2 }, smile: { votes: 1, count: 1 }, outside: { votes: 0.5, count: 2 } },
      lastId: 12,
    });
    expect(tagProbability(data.tags.solo)).toBe(0.5);
    expect(tagProbability(data.tags.outside)).toBe(0.25);
  });

  it('never mutates the data it is given', () => {
    const before = applyVote(emptyTaggerData(), { id: 1, tags: ['a'] }, 1);
    const snapshot = JSON.parse(JSON.stringify(before)) as unknown;
    applyVote(before, { id: 2, tags: ['a', 'b'] }, -1);
    expect(before).toEqual(snapshot);
  });

  it('treats tags named like object keys as plain tags', () => {
    const data = applyVote(emptyTaggerData(), { id: 1, tags: ['constructor', '__proto__', 'toString'] }, 1);
    expect(learnedProbability(data, 'constructor')).toBe(0.9);
    expect(learnedProbability(data, '__proto__')).toBe(0.9);
    expect(Object.keys(data.tags)).toHaveLength(3);
    expect(learnedProbability(emptyTaggerData(), 'toString')).toBe(0.5);
  });

  it.each([
    ['nothing', null],
    ['a string', 'x'],
    ['an old shape', { votes: { a: 1 }, count: { a: 2 } }],
    ['a negative count', { tags: { a: { votes: 0, count: -1 } }, lastId: null }],
  ])('reads %s from storage as empty data', (_label, raw) => {
    expect(parseTaggerData(raw)).toEqual(emptyTaggerData());
  });

  it('reads stored data back', () => {
    const data = { tags: { a: { votes: 1.5, count: 2 } }, lastId: 7 };
    expect(parseTaggerData(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });
});
