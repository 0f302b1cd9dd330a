import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Ports of their own (E2E_PORT, E2E_BOARD_PORT) let two checkouts run their browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BOARD_PORT = Number(process.env.E2E_BOARD_PORT ?? 4180);
export const BASE_URL = `http://localhost:${PORT}`;
export const FAKE_BOARD_URL = `http://127.0.0.1:${BOARD_PORT}`;
/** The operator's first-admin code, set for the server so the admin steps can enter it. */
export const ADMIN_SETUP_CODE = 'e2e-admin-setup-code';

// Debian's Chromium: the binary itself starts faster than its wrapper script.
const chromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => fs.existsSync(path));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // A local e621-compatible board, the one the API tests use: the tagger never leaves the machine.
      command: 'npx tsx ../apps/server/test/fake-board.ts',
      env: { FAKE_BOARD_PORT: String(BOARD_PORT) },
      url: `${FAKE_BOARD_URL}/health`,
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      // The built app started as `npm start` starts it, on a fresh embedded database.
      command: 'rm -rf ../.tmp/e2e-data && node ../scripts/start.mjs',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: '../.tmp/e2e-data',
        BASE_URL,
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        IMAGE_BOARD_URL: FAKE_BOARD_URL,
        ADMIN_SETUP_CODE,
      },
    },
  ],
});
