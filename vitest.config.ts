import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

// The web's Lingui config, for the macros and catalogues of its tests run from the repository root.
process.env.LINGUI_CONFIG ??= 'apps/web/lingui.config.ts';

export default defineConfig({
  test: {
    // Vitest leaves one core idle by default; the API tests wait on their database and HTTP as much
    // as they compute, so a worker per core takes about a third off the run on two cores.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] },
      },
      {
        test: { name: 'tooling', include: ['tooling/**/*.test.js'] },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [
          babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /[\\/]src[\\/].*\.tsx?$/ }),
          react(),
          lingui(),
        ],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
