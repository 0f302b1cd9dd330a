// Counts the imports between the server's folders and fails on a cycle between them:
// `node scripts/server-imports.mjs` prints the table that docs/architecture.md shows.
//
// A folder is a top folder of apps/server/src (`http`, `db` …), a feature (`features/profile`), or
// a file at the top (`app.ts`, `config.ts`), which each stand alone: `app.ts` composes the features
// and the features read `app-deps.ts`, so the top is no one place. Every import counts, type-only
// ones too, since a cycle of types still ties the folders together. Tests are left out: they may
// reach across.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../apps/server/src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

function folderOf(file) {
  const parts = path.relative(root, file.replace(/\.js$/, '.ts')).split(path.sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

const counts = new Map();
for (const file of sources(root)) {
  const from = folderOf(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const to = folderOf(path.resolve(path.dirname(file), match[1] ?? match[2]));
    if (to === from) continue;
    const key = `${from} → ${to}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}

const edges = [...counts.keys()].map((key) => key.split(' → '));
const reaches = (from, to, seen = new Set()) =>
  edges.some(([a, b]) => a === from && !seen.has(b) && (b === to || reaches(b, to, seen.add(b))));
const cycles = edges.filter(([a, b]) => reaches(b, a)).map(([a, b]) => `${a} → ${b}`);

const COMPOSITION = new Set(['app.ts', 'app-deps.ts', 'server.ts', 'main.ts', 'cli']);
const kind = (folder) =>
  folder.startsWith('features/') ? 'feature' : COMPOSITION.has(folder) ? 'composition' : 'infrastructure';
const rows = [...counts].sort(([a], [b]) => a.localeCompare(b));
console.log('| from folder → to folder | imports |\n|---|---|');
for (const [key, n] of rows) console.log(`| \`${key.replace(' → ', '` → `')}\` | ${n} |`);
const totals = new Map();
for (const [key, n] of rows) {
  const [a, b] = key.split(' → ');
  const kinds = `${kind(a)} → ${kind(b)}`;
  totals.set(kinds, (totals.get(kinds) ?? 0) + n);
}
console.log('\n| between | imports |\n|---|---|');
for (const [kinds, n] of [...totals].sort(([a], [b]) => a.localeCompare(b))) console.log(`| ${kinds} | ${n} |`);
if (cycles.length) {
  console.error(`\nFolders import each other (each edge below lies on a cycle):\n${cycles.join('\n')}`);
  process.exitCode = 1;
}
