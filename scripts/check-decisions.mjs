// Every decision record opens with its number and title, then a `Status:` line (accepted,
// superseded by NNNN, or withdrawn) and a `Date:` line, and the index in docs/decisions/README.md
// lists each record once with that same title and status, so the index cannot drift from the
// records it names.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
const STATUS = /^Status: (accepted|superseded by \d{4}|withdrawn)$/m;
const DATE = /^Date: \d{4}-\d{2}-\d{2}$/m;

const problems = [];
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
for (const name of records) {
  const text = readFileSync(path.join(folder, name), 'utf8');
  const title = /^# (\d{4}) — (.+)$/m.exec(text.split('\n')[0]);
  const status = STATUS.exec(text);
  if (!title || title[1] !== name.slice(0, 4)) problems.push(`${name}: the first line must be "# ${name.slice(0, 4)} — <title>"`);
  if (!status) problems.push(`${name}: no "Status: accepted | superseded by NNNN | withdrawn" line`);
  if (!DATE.test(text)) problems.push(`${name}: no "Date: YYYY-MM-DD" line`);
  if (!title || !status) continue;
  const row = `| [${title[1]}](${name}) | ${title[2]} | ${status[1]} |`;
  if (!index.includes(row)) problems.push(`${name}: the index lacks the row ${row}`);
}
const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
for (const name of listed) if (!records.includes(name)) problems.push(`README.md lists ${name}, which does not exist`);

if (problems.length > 0) {
  console.error(`Decision records:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
