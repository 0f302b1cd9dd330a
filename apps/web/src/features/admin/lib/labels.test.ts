import { describe, expect, it } from 'vitest';
import { FLAGS } from '@gauntlet/core';
import { capitalise, flagName } from './labels';

describe('flagName', () => {
  it('replaces underscores with spaces and capitalises the first letter', () => {
    expect(flagName('premium_content')).toBe('Premium content');
    expect(flagName('system_admin')).toBe('System admin');
  });

  it('leaves a single word capitalised and an empty name empty', () => {
    expect(flagName('beta')).toBe('Beta');
    expect(flagName('')).toBe('');
  });

  it('gives every known flag a readable name', () => {
    for (const flag of FLAGS) expect(flagName(flag)).toMatch(/^[A-Z][a-z ]+$/);
  });
});

describe('capitalise', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalise('moderator')).toBe('Moderator');
    expect(capitalise('gold')).toBe('Gold');
  });
});
