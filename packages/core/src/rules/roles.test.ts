import { describe, expect, it } from 'vitest';
import {
  defaultFlagsFor,
  FLAGS,
  isAdmin,
  isModerator,
  isPremium,
  roleLabel,
  roleLevel,
  roleReaches,
  tierForRole,
} from './roles.js';

describe('roles (spec section 6)', () => {
  it.each([
    ['basic', 1],
    ['silver', 2],
    ['gold', 3],
    ['moderator', 4],
    ['admin', 5],
    ['wizard', 1],
    [null, 1],
  ])('%s has level %i', (role, level) => {
    expect(roleLevel(role)).toBe(level);
  });

  it('reaches a level when its own is equal or higher', () => {
    expect(roleReaches('gold', 'silver')).toBe(true);
    expect(roleReaches('gold', 'gold')).toBe(true);
    expect(roleReaches('gold', 'moderator')).toBe(false);
    expect(roleReaches('unknown', 'basic')).toBe(true);
    expect(roleReaches('unknown', 'silver')).toBe(false);
  });

  it('gives each role its default flags and tier', () => {
    expect(defaultFlagsFor('basic')).toEqual([]);
    expect(defaultFlagsFor('silver')).toEqual(['premium_content', 'public_leaderboard']);
    expect(defaultFlagsFor('gold')).toHaveLength(6);
    expect(defaultFlagsFor('moderator')).toEqual(expect.arrayContaining(['moderate_content', 'beta_features']));
    expect(defaultFlagsFor('moderator')).toHaveLength(8);
    expect(defaultFlagsFor('admin')).toEqual([...FLAGS]);
    expect(['basic', 'silver', 'gold', 'moderator', 'admin'].map((role) => tierForRole(role as never))).toEqual([
      'free',
      'silver',
      'gold',
      'premium',
      'premium',
    ]);
  });

  it('applies the admin, moderator and premium predicates as stated', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('moderator')).toBe(false);
    expect(isModerator('moderator', [])).toBe(true);
    expect(isModerator('basic', ['moderate_content'])).toBe(true);
    expect(isModerator('gold', [])).toBe(false);
    expect(isPremium('silver', [])).toBe(true);
    expect(isPremium('basic', ['premium_content'])).toBe(true);
    expect(isPremium('basic', [])).toBe(false);
  });

  it('labels a missing role as basic', () => {
    expect(roleLabel(undefined)).toBe('basic');
    expect(roleLabel('gold')).toBe('gold');
  });
});
