import { describe, expect, it } from 'vitest';
import { orderByPreference, postPreference } from './preference.js';
import type { TaggerData } from './tag-learning.js';

const data: TaggerData = {
  tags: {
    liked: { votes: 9, count: 10 }, // 0.9
    fine: { votes: 3, count: 4 }, // 0.75
    disliked: { votes: 0, count: 3 }, // 0.1
    neutral: { votes: 1, count: 2 }, // 0.5
  },
  lastId: null,
};

describe('post preference', () => {
  it.each([
    ['no tags', [], 0.5],
    ['only unknown tags', ['x', 'y'], 0.5],
    ['a neutral tag', ['neutral'], 0.5],
    ['one liked tag', ['liked', 'x'], 0.9],
    ['one disliked tag', ['disliked'], 0.1],
    ['liked and disliked cancel out', ['liked', 'disliked'], 0.5],
    ['two liked tags add up', ['liked', 'fine'], 27 / 28],
    ['a tag listed twice counts once', ['liked', 'liked'], 0.9],
  ])('%s', (_label, tags, expected) => {
    expect(postPreference(tags, data)).toBeCloseTo(expected, 6);
  });

  it('orders posts best first and keeps the board order on ties', () => {
    const posts = [
      { id: 1, tags: ['x'] },
      { id: 2, tags: ['disliked'] },
      { id: 3, tags: ['fine'] },
      { id: 4, tags: [] },
      { id: 5, tags: ['liked', 'fine'] },
      { id: 6, tags: ['liked', 'disliked', 'y'] },
    ];
    expect(orderByPreference(posts, data).map((post) => post.id)).toEqual([5, 3, 1, 4, 6, 2]);
    expect(posts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the board order when nothing is learned yet', () => {
    const posts = [
      { id: 9, tags: ['a'] },
      { id: 8, tags: ['b'] },
      { id: 7, tags: [] },
    ];
    expect(orderByPreference(posts, { tags: {}, lastId: null }).map((post) => post.id)).toEqual([9, 8, 7]);
  });
});
