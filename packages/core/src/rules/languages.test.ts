import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './languages.js';

describe('the language a browser prefers', () => {
  it('is the first of its languages the app is written in, else English', () => {
    expect(preferredLanguage(['es-ES', 'en'])).toBe('es');
    expect(preferredLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(preferredLanguage(['en-GB', 'es'])).toBe('en');
    expect(preferredLanguage(['de', 'fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
