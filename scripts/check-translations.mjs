// The catalogues hold exactly the texts the web app's code uses, and Spanish has each of them:
// extraction is run into a scratch copy of the catalogues and compared with the committed ones
// (a text added to or dropped from the code without `npm run extract -w apps/web` fails), then
// every Spanish entry must have its translation.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const locales = path.join(web, 'src/locales');
const LANGUAGES = ['en', 'es'];
const scratch = mkdtempSync(path.join(tmpdir(), 'gauntlet-catalogues-'));
const config = path.join(web, '.lingui-check.config.mjs');

// Only the timestamp line of the header changes with every extraction.
const withoutDate = (text) => text.replace(/^"POT-Creation-Date: .*\n/m, '');

/** msgid → msgstr of a PO catalogue, from the entries' single-line or continued strings. */
function entries(text) {
  const found = new Map();
  for (const block of text.split(/\n\n+/)) {
    const read = (key) => {
      const match = block.match(new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm'));
      return match ? [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((part) => part[1]).join('') : null;
    };
    const id = read('msgid');
    if (id) found.set(id, read('msgstr') ?? '');
  }
  return found;
}

const problems = [];
try {
  for (const language of LANGUAGES) copyFileSync(path.join(locales, `${language}.po`), path.join(scratch, `${language}.po`));
  // Beside the real config, so it imports it and resolves the same packages; only the catalogues' place differs.
  writeFileSync(
    config,
    `import base from './lingui.config.ts';
export default { ...base, catalogs: base.catalogs.map((catalog) => ({ ...catalog, path: ${JSON.stringify(path.join(scratch, '{locale}'))} })) };
`,
  );
  execFileSync('npx', ['lingui', 'extract', '--clean', '--config', config], { cwd: web, stdio: 'pipe' });
  for (const language of LANGUAGES) {
    const committed = readFileSync(path.join(locales, `${language}.po`), 'utf8');
    const extracted = readFileSync(path.join(scratch, `${language}.po`), 'utf8');
    if (withoutDate(committed) !== withoutDate(extracted)) {
      const before = entries(committed);
      const after = entries(extracted);
      const added = [...after.keys()].filter((id) => !before.has(id));
      const dropped = [...before.keys()].filter((id) => !after.has(id));
      problems.push(
        `${language}.po is not what the code uses (run npm run extract -w apps/web):` +
          added.map((id) => `\n  missing: ${id}`).join('') +
          dropped.map((id) => `\n  no longer used: ${id}`).join(''),
      );
    }
  }
  const untranslated = [...entries(readFileSync(path.join(locales, 'es.po'), 'utf8'))].filter(([, text]) => text === '');
  for (const [id] of untranslated) problems.push(`es.po has no translation for: ${id}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(config, { force: true });
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('catalogues: every text the code uses is in English and Spanish');
