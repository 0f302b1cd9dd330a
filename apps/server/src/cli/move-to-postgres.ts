// `npm run move-to-postgres`: the embedded database of DATA_DIR copied into the empty PostgreSQL
// database named by DATABASE_URL, checked on both sides.
import { parseArgs } from 'node:util';
import { moveToPostgres } from '../backup/move-to-postgres.js';
import { loadConfig } from '../config.js';

const HELP = `Usage: DATABASE_URL=postgres://… npm run move-to-postgres

Copies this installation's embedded database (DATA_DIR/pgdata) into the empty PostgreSQL database
that DATABASE_URL names, then counts every table's rows and checks the points ledger on both sides.
Stop the server first. DATA_DIR is read as the server reads it. Nothing in DATA_DIR is changed.`;

const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log(HELP);
  process.exit(0);
}

/** The URL as it can be printed: without its password. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

try {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    console.error(`Set DATABASE_URL to the empty PostgreSQL database to move into.\n\n${HELP}`);
    process.exit(2);
  }
  const report = await moveToPostgres(config.dataDir, config.databaseUrl);
  const differing = report.tables.filter((table) => table.source !== table.target);
  const rows = report.tables.reduce((sum, table) => sum + table.target, 0);
  for (const table of differing) console.error(`${table.name}: ${table.source} rows in DATA_DIR, ${table.target} in PostgreSQL`);
  for (const problem of report.sourceProblems) console.error(`DATA_DIR's database: ${problem}`);
  for (const problem of report.targetProblems) console.error(`PostgreSQL: ${problem}`);
  if (differing.length > 0 || report.targetProblems.length > report.sourceProblems.length) {
    console.error('The copy differs from the original: keep running on DATA_DIR, and report this.');
    process.exit(1);
  }
  console.log(`Copied ${rows} rows of ${report.tables.length} tables (schema ${report.schemaVersion}) into ${shown(config.databaseUrl)}.
Every table has as many rows on both sides, and the points ledger ${report.targetProblems.length === 0 ? 'holds' : 'is as it was'} on both.

To switch over:
  1. Set DATABASE_URL=${shown(config.databaseUrl)} in the server's environment.
  2. Keep DATA_DIR=${config.dataDir}: uploads, the generated secrets and keys stay there, and every
     instance needs them (a shared folder when several run).
  3. Start the server. DATA_DIR/pgdata is no longer read: keep it until you are satisfied, then delete it.
  4. Backups now go through pg_dump: npm run backup (PostgreSQL's client programs must be installed).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
