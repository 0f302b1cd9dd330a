// ESLint flat config: typescript-eslint's type-checked recommended set on every TypeScript project
// (packages/core, apps/server, apps/web, e2e, bench — each through its own tsconfig), the plain
// recommended set on the JavaScript scripts, and the React hooks rules on the web app.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './tooling/eslint/import-boundaries.js';
import noUntranslatedText from './tooling/eslint/no-untranslated-text.js';

const gauntlet = { rules: { 'import-boundaries': importBoundaries, 'no-untranslated-text': noUntranslatedText } };

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/data/',
    '.tmp/',
    '**/test-results/',
    '**/playwright-report/',
    'bench/results/',
    'apps/server/drizzle/', // generated migrations
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // As TypeScript's noUnused* checks: a `_` prefix marks a name that is unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `async` without `await` is deliberate here: Fastify's async plugins, fakes whose throws must
      // become rejections, functions that match a Promise-returning signature.
      '@typescript-eslint/require-await': 'off',
    },
  },

  // Server API tests read fastify inject's `response.json()`, which is typed `any`, and assert on it.
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // vitest's asymmetric matchers (expect.any, expect.stringMatching) are typed `any`.
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },

  // Plain JavaScript (scripts, the bench load driver, the e2e fake image board, this file) and the
  // root vitest config, which no tsconfig includes: linted without type information.
  {
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  // The service worker's handwritten script runs in a worker, not in Node.
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },

  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },

  // One-way imports between the layers (core imports nothing of ours, the apps never each other,
  // web components/lib → features → app, server infrastructure never imports a feature, server
  // features reach each other only through services): see tooling/eslint/import-boundaries.js.
  {
    files: ['apps/{web,server}/src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
    plugins: { gauntlet },
    rules: { 'gauntlet/import-boundaries': 'error' },
  },

  // Every word a user reads is a Lingui message, so it reaches the catalogues and is translated.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support/**'],
    rules: { 'gauntlet/no-untranslated-text': 'error' },
  },
);
