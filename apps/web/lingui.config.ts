import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * English is the source: every text is written in English in the code, and `lingui extract`
 * gathers them into one catalogue per language under src/locales.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false, origins: false }),
});
