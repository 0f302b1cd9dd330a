// `npm run backup -- [DIR]`: one snapshot file of the installation (database and DATA_DIR's
// files) into DIR, by default DATA_DIR/backups, while the server runs.
import { parseArgs } from 'node:util';
import { writeBackup } from '../backup/backup.js';
import { loadConfig } from '../config.js';

const HELP = `Usage: npm run backup -- [DIR]

Writes one snapshot file of this installation into DIR (default: DATA_DIR/backups), named
gauntlet-<time>-<schema version>.tar: the database and DATA_DIR's files (uploads, secrets, keys).
The server may keep running. It reads DATA_DIR and DATABASE_URL as the server does.
  Embedded database: the running server on DATA_DIR takes the snapshot; with none running, this does.
  PostgreSQL: pg_dump (custom format), from /usr/lib/postgresql/<newest>/bin or the PATH.
Restore it with: npm run restore -- FILE`;

const { values, positionals } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
if (values.help || positionals.length > 1) {
  console.log(HELP);
  process.exit(values.help ? 0 : 2);
}

try {
  const config = loadConfig(process.env);
  const { file, manifest, warning } = await writeBackup(config, positionals[0]);
  if (warning) console.warn(`Files that changed while they were copied (kept as they were read):\n${warning}`);
  console.log(
    `Backed up the ${manifest.driver === 'pglite' ? 'embedded' : 'PostgreSQL'} database (schema ${manifest.schemaVersion}) and DATA_DIR's files into ${file}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
