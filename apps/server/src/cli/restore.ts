// `npm run restore -- FILE [--force]`: a snapshot made by `npm run backup` back into the
// configured installation, which must be empty unless --force.
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore.js';
import { loadConfig } from '../config.js';

const HELP = `Usage: npm run restore -- FILE [--force]

Restores a snapshot written by \`npm run backup\` into the installation that DATA_DIR and
DATABASE_URL name (as the server reads them). Stop the server first.
The installation must be empty: no database (no tables in DATABASE_URL's database, no DATA_DIR/pgdata)
and nothing in DATA_DIR but its backups folder.
  --force  replace what is there: DATA_DIR's files and the whole database are removed first.
Start the server afterwards: it applies any migration newer than the snapshot.`;

const { values, positionals } = parseArgs({
  options: { help: { type: 'boolean', short: 'h' }, force: { type: 'boolean' } },
  allowPositionals: true,
});
if (values.help || positionals.length !== 1) {
  console.log(HELP);
  process.exit(values.help ? 0 : 2);
}

try {
  const config = loadConfig(process.env);
  const manifest = await restoreBackup(config, positionals[0]!, { force: values.force });
  console.log(
    `Restored the snapshot of ${manifest.createdAt} (schema ${manifest.schemaVersion}) into ${config.databaseUrl ? 'the PostgreSQL database and ' : ''}${config.dataDir}. Start the server.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
