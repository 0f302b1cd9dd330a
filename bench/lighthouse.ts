// Lighthouse 12 against the built SPA served by the real server on PGlite: performance and
// accessibility of the home page signed out and of a returning user's dashboard (an active
// challenge, an administrator already chosen), against targets 95 and 100, with Lighthouse's
// mobile config (simulated slow 4G, 4x CPU slowdown) and its desktop config. The dashboard is
// audited twice over: as a returning user opens it (this browser has shown it before, so the
// service worker holds the app and the device remembers who signed in; the target applies here)
// and as a first visit on a device with nothing stored (reported beside it). Lighthouse's
// simulation scales the main-thread time it observes, so a busy machine lowers the score: each
// page is audited several times (`-- --runs 5`, default 3) and the median run counts, as Lighthouse
// CI does; every run's score and the machine's load average are kept beside it. Writes
// lighthouse.json through results-file.ts (`--record` to replace the recorded one) and exits 0
// when a target is missed: it reports, it does not gate.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { recordOption, writeResults } from './results-file.js';
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
  metrics: Record<string, string>;
}

interface PageResult extends PageScores {
  /** The performance score of every run, in order; `performance` is their median. */
  performance_runs: number[];
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, ...recordOption } });
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of runs, at least 1');

/** Items of a table or list detail that point at an element, as the accessibility audits give them. */
type NodeItems = { items?: { node?: { selector?: string; snippet?: string; explanation?: string } }[] };

const FORM_FACTORS: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

/** A returning user: someone else is already the administrator, and this user has a running challenge. */
async function returningUser(base: string, dataDir: string): Promise<string> {
  const admin = await signUpSession(base, 'admin');
  // The setup code the server wrote to its data directory at start, as an operator would read it.
  const code = fs.readFileSync(path.join(dataDir, 'admin-setup-code'), 'utf8');
  const claimed = await fetch(`${base}/api/admin/bootstrap`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: admin },
    body: JSON.stringify({ code }),
  });
  if (!claimed.ok) throw new Error(`claiming the administrator role failed: ${claimed.status} ${await claimed.text()}`);
  const cookie = await signUpSession(base, 'lighthouse');
  const challenge = {
    title: 'Lighthouse week',
    description: 'Measured',
    durationDays: 7,
    goals: [{ category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 5 }],
  };
  const started = await fetch(`${base}/api/challenges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(challenge),
  });
  if (!started.ok) throw new Error(`starting a challenge failed: ${started.status} ${await started.text()}`);
  return cookie;
}

/** Lighthouse failed to record the run itself (NO_NAVSTART, say) and asks for it to be run again. */
class RunNotRecorded extends Error {}

/** How the browser's storage stands when a page is audited. */
type Visit = 'first' | 'returning';

async function audit(
  base: string,
  port: number,
  formFactor: string,
  pathname: string,
  visit: Visit,
  cookie?: string,
): Promise<PageScores> {
  const flags = {
    port,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse empties the origin's storage, service worker and cache before a run unless told
    // not to: a returning visit keeps what the earlier visits left.
    disableStorageReset: visit === 'returning',
    // Sent with every request of the run, the SPA's API calls included, so the page is signed in.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(`${base}${pathname}`, flags, FORM_FACTORS[formFactor]);
  if (!result) throw new Error(`${pathname}: Lighthouse returned no result`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new RunNotRecorded(`${pathname}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
  const metrics = Object.fromEntries(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
      (id) => [id, lhr.audits[id]?.displayValue ?? '?'],
    ),
  );
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    failed_audits: failing.map((each) => each.id),
    metrics,
  };

  console.log(
    `${formFactor.padEnd(8)}${pathname.padEnd(11)}${visit.padEnd(10)} performance ${scores.performance}/${TARGETS.performance}  accessibility ${scores.accessibility}/${TARGETS.accessibility}`,
  );
  console.log(
    `  ${Object.entries(metrics)
      .map(([id, value]) => `${id} ${value}`)
      .join(', ')}`,
  );
  for (const each of failing) {
    console.log(`  accessibility: ${each.id}: ${each.title}`);
    for (const item of (each.details as NodeItems | undefined)?.items ?? []) {
      console.log(
        `    ${item.node?.selector ?? '?'}  ${item.node?.snippet ?? ''}\n      ${item.node?.explanation?.replace(/\n/g, ' ') ?? ''}`,
      );
    }
  }
  return scores;
}

/**
 * Runs `use` in a browser of its own, as a phone opens the app afresh rather than after another
 * page in the same process, on one profile kept on disk between browsers: what a visit stores
 * (the service worker and its cache, local storage) is there for the next.
 */
async function inFreshBrowser<T>(profileDir: string, use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir: profileDir });
  try {
    return await use(chrome.port);
  } finally {
    // Asked to quit, Chromium writes what the visit stored to the profile; chrome-launcher's own
    // kill() is a SIGKILL, so only a browser that hangs gets it.
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    chrome.kill();
  }
}

/** Audits a page RUNS times; the run with the median performance score stands for them all. */
async function medianOf(run: () => Promise<PageScores>): Promise<PageResult> {
  const runs: PageScores[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run());
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
  return { ...median, performance_runs: runs.map((each) => each.performance) };
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
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-lighthouse-browser-'));
try {
  await waitUntilUp(base, server);
  const cookie = await returningUser(base, dataDir);
  const results: Record<string, Record<string, PageResult>> = {};
  const loadBefore = os.loadavg()[0];
  for (const formFactor of Object.keys(FORM_FACTORS)) {
    /** One audit in a fresh browser, kept open `lingerMs` after it; a run not recorded is run again, twice at most. */
    const auditOnce = async (pathname: string, visit: Visit, pageCookie?: string, lingerMs = 0): Promise<PageScores> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await inFreshBrowser(profileDir, async (port) => {
            const scores = await audit(base, port, formFactor, pathname, visit, pageCookie);
            await new Promise((resolve) => setTimeout(resolve, lingerMs));
            return scores;
          });
        } catch (error) {
          if (!(error instanceof RunNotRecorded) || attempt === 3) throw error;
          console.warn(`${error.message}: running it again`);
        }
      }
    };
    const home = await medianOf(() => auditOnce('/', 'first'));
    const firstVisit = await medianOf(() => auditOnce('/dashboard', 'first', cookie));
    // The visit that makes this browser a returning one: it installs the service worker, which
    // then stores the app while the page stays open, and the device keeps who signed in. Not scored.
    await auditOnce('/dashboard', 'first', cookie, 3_000);
    const returning = await medianOf(() => auditOnce('/dashboard', 'returning', cookie));
    results[formFactor] = { home, dashboard: returning, dashboard_first_visit: firstVisit };
  }
  const report = { runs: RUNS, load_average: { before: loadBefore, after: os.loadavg()[0] }, ...results };
  writeResults('lighthouse.json', report, values.record);
} finally {
  await stopServer(server, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}
