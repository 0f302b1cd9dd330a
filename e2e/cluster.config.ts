import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The browser journey through a real proxy in front of two instances, run by `npm run
// cluster:test` (bench/cluster.ts), which starts the cluster and names it in CLUSTER_PROXY_URL,
// CLUSTER_PROXY_SOCKET and CLUSTER_APPS. Outside `npm test`: the cluster takes a minute to start.
export default defineConfig({
  testDir: './cluster',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { ...base.use, baseURL: process.env.CLUSTER_PROXY_URL },
});
