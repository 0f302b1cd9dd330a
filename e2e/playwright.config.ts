import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Other ports let two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const FAKE_BOARD_PORT = Number(process.env.E2E_BOARD_PORT ?? 4180);
// Not 4190: fetch refuses that port (it is on the Fetch standard's list of blocked ports).
const MOCK_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4191);
/** Where the app sends its mail: a spec that reads mail listens here (e2e/support/mail-catcher.ts). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4193);
export const BASE_URL = `http://localhost:${PORT}`;
/** For a test that runs a server of its own (e2e/support/own-server.ts), e.g. with a shifted clock. */
export const OWN_SERVER_PORT = Number(process.env.E2E_OWN_PORT ?? PORT + 5);
/** For the reminder spec's own server, with its own SMTP server, beside the other own server. */
export const REMINDER_SERVER_PORT = OWN_SERVER_PORT + 1;
export const REMINDER_SMTP_PORT = SMTP_PORT + 1;
export const FAKE_BOARD_URL = `http://127.0.0.1:${FAKE_BOARD_PORT}`;
/** The operator's first-admin code, set for the server so the admin steps can enter it. */
export const ADMIN_SETUP_CODE = 'e2e-admin-setup-code';
/** The name of the outside sign-in provider, a local mock (apps/server/test/mock-oidc.ts). */
export const OIDC_NAME = 'Mock ID';
const MOCK_OIDC_ISSUER = `http://127.0.0.1:${MOCK_OIDC_PORT}`;

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
      url: `${FAKE_BOARD_URL}/health`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: { FAKE_BOARD_PORT: String(FAKE_BOARD_PORT) },
    },
    {
      // A local OpenID Connect provider: the provider sign-in never leaves the machine.
      command: 'npx tsx ../apps/server/test/mock-oidc.ts',
      url: `${MOCK_OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: { MOCK_OIDC_PORT: String(MOCK_OIDC_PORT) },
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
        OIDC_ISSUER: MOCK_OIDC_ISSUER,
        OIDC_CLIENT_ID: 'gauntlet-e2e',
        OIDC_CLIENT_SECRET: 'gauntlet-e2e-secret',
        OIDC_NAME,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
    },
  ],
});
