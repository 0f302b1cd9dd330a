// Lighthouse 12 (mobile default config: simulated slow 4G and 4x CPU slowdown) against the
// built SPA served by the real server on PGlite: performance and accessibility of the home page
// signed out and of the dashboard signed in, against targets 95 and 100. Writes
// bench/results/lighthouse.json and exits 0 when a target is missed: it reports, it does not gate.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { freePort, signUpSession, startServer, stopServer, waitUntilUp } from './server-process.js';

const ROOT = new URL('..', import.meta.url).pathname;
const TARGETS = { performance: 95, accessibility: 100 };
// Debian's Chromium; the binary behind the /usr/bin wrapper starts faster.
const CHROME_PATH = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
// The machine has no internet: without these Chromium stalls on lookups of Google's services.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PageScores {
  performance: number;
  accessibility: number;
  failed_audits: string[];
}

/** Items of a table or list detail that point at an element, as the accessibility audits give them. */
type NodeItems = { items?: { node?: { selector?: string; snippet?: string; explanation?: string } }[] };

async function audit(base: string, port: number, pathname: string, cookie?: string): Promise<PageScores> {
  const result = await lighthouse(`${base}${pathname}`, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Sent with every request of the run, the SPA's API calls included, so the page is signed in.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`${pathname}: Lighthouse returned no result`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${pathname}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A signed-out visit to a guarded screen is sent back home on the client, so check where it ended.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== pathname) throw new Error(`${pathname}: the page ended on ${landed}`);
  for (const warning of lhr.runWarnings) console.warn(`[${pathname}] warning: ${warning}`);

  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`${pathname}: no ${id} score`);
    return Math.round(value * 100);
  };
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((each): each is Result['audits'][string] => each !== undefined && each.score !== null && each.score < 1);
  const scores = { performance: score('performance'), accessibility: score('accessibility'), failed_audits: failing.map((each) => each.id) };

  console.log(`${pathname.padEnd(11)} performance ${scores.performance}/${TARGETS.performance}  accessibility ${scores.accessibility}/${TARGETS.accessibility}`);
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  console.log(`  ${metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ')}`);
  for (const each of failing) {
    console.log(`  accessibility: ${each.id}: ${each.title}`);
    for (const item of (each.details as NodeItems | undefined)?.items ?? []) {
      console.log(`    ${item.node?.selector ?? '?'}  ${item.node?.snippet ?? ''}\n      ${item.node?.explanation?.replace(/\n/g, ' ') ?? ''}`);
    }
  }
  return scores;
}

if (!CHROME_PATH) throw new Error("Debian's Chromium is not installed (apt-get install chromium)");
if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.log('Building the web app…');
  execSync('npm run build -w apps/web', { cwd: ROOT, stdio: 'inherit' });
}
const port = await freePort(4310);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-lighthouse-'));
const server = startServer(port, dataDir);
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitUntilUp(base, server);
  const cookie = await signUpSession(base, 'lighthouse');
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const results = { home: await audit(base, chrome.port, '/'), dashboard: await audit(base, chrome.port, '/dashboard', cookie) };
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench/results/lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  chrome?.kill();
  await stopServer(server, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
