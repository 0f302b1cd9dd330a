import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const MIGRATIONS = path.resolve(import.meta.dirname, '../drizzle');

/**
 * A copy of the migration set as it was before the migration `tag`, so a test can put data in
 * place, then apply the rest. The caller removes the folder.
 */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-migrations-'));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
