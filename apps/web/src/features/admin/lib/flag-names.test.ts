import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '@gauntlet/core';
import { activateLanguage } from '../../../lib/i18n';
import { flagName } from './flag-names';

describe('a feature flag’s name', () => {
  it('is, in English, its key with spaces for underscores and a capital first letter', () => {
    for (const flag of FLAGS) {
      const spaced = flag.replaceAll('_', ' ');
      expect(flagName(flag)).toBe(spaced.charAt(0).toUpperCase() + spaced.slice(1));
    }
  });
});

describe('a feature flag’s name in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('is translated', () => {
    expect(flagName('premium_content')).toBe('Contenido premium');
    expect(flagName('manage_users')).toBe('Gestionar usuarios');
  });
});
