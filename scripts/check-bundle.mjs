// The first-load budget, checked on the built app: the JavaScript a browser fetches before
// anything is lazily imported (the entry script and its modulepreload links) stays at or under
// 120 KB gzipped, and every side tool arrives in a chunk of its own, later. The dashboard's own
// scripts, which a first visit fetches with the page (first-load.json), hold no Popper: only the
// bell's menu in the user bar uses it, and the bar comes after the first screen.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 120 * 1024;
const SIDE_TOOLS = [
  'deck-page',
  'slideshow-page',
  'device-page',
  'tagger-page',
  'video-tagger-page',
  'admin-page',
  'routine-score-chart',
];
const dist = new URL('../apps/web/dist/', import.meta.url);

const html = readFileSync(new URL('index.html', dist), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const sizes = firstLoad.map((file) => ({ file, gzipped: gzipSync(readFileSync(new URL(file, dist))).length }));
const total = sizes.reduce((sum, entry) => sum + entry.gzipped, 0);
const problems = [];

if (total > BUDGET) problems.push(`first load is ${(total / 1024).toFixed(1)} KB gzipped, over ${BUDGET / 1024} KB`);
const chunks = readdirSync(new URL('assets/', dist));
for (const tool of SIDE_TOOLS) {
  if (!chunks.some((name) => name.startsWith(`${tool}-`))) problems.push(`${tool} has no chunk of its own`);
  if (firstLoad.some((file) => file.includes(`/${tool}-`))) problems.push(`${tool} is part of the first load`);
}

const hints = JSON.parse(readFileSync(new URL('first-load.json', dist), 'utf8'));
const dashboardScripts = hints.pages['/dashboard'].flatMap((link) => link.match(/^<\/(assets\/[^>]+\.js)>/)?.[1] ?? []);
for (const file of dashboardScripts) {
  // The name of one of Popper's modifiers, which minifying keeps.
  if (readFileSync(new URL(file, dist), 'utf8').includes('preventOverflow'))
    problems.push(`${file}, on the dashboard's first load, holds Popper`);
}

for (const entry of sizes) console.log(`${(entry.gzipped / 1024).toFixed(1).padStart(7)} KB  ${entry.file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  first load (budget ${BUDGET / 1024} KB)`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
