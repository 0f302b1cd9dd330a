import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { serverAnswers } from './control-socket.js';
import { driverOf, installationEntries, pgdataOf, type Installation } from './installation.js';
import { runPgTool } from './postgres-tools.js';
import { databaseEntry, FILES, readManifest, tar, type Manifest } from './snapshot-file.js';

/** A restore that was not attempted, with what the operator can do about it. */
export class RestoreRefused extends Error {}

const USER_SCHEMAS = `select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database's own relations (tables, sequences, views), a few of them by name. */
export function relationsIn(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in (${USER_SCHEMAS}) and c.relkind in ('r', 'p', 'S', 'v', 'm') order by 1 limit 5`,
    );
    return rows.map((row) => row.name);
  });
}

/** Empties a PostgreSQL database: every schema of its own goes, and an empty `public` comes back. */
function clearPostgres(url: string): Promise<void> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(USER_SCHEMAS);
    for (const { nspname } of rows) await client.query(`drop schema ${pg.escapeIdentifier(nspname)} cascade`);
    await client.query('create schema if not exists public');
  });
}

async function restorePglite(installation: Installation, file: string): Promise<void> {
  const { stdout } = await tar(['-x', '-O', '-f', file, databaseEntry('pglite')]);
  const data = await promisify(zlib.gunzip)(stdout);
  const database = new PGlite(pgdataOf(installation), { loadDataDir: new Blob([new Uint8Array(data)]) });
  await database.waitReady;
  await database.close();
}

async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-restore-'));
  try {
    await tar(['-x', '-f', file, '-C', staging, databaseEntry('postgres')]);
    // Owners and grants are the old server's roles: the configured role owns what it restores.
    await runPgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${databaseUrl}`,
      path.join(staging, databaseEntry('postgres')),
    ]);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a snapshot into the configured installation, which must be empty (no database, no
 * files in DATA_DIR but backups) unless `force` lets it be replaced. The server must be stopped.
 */
export async function restoreBackup(installation: Installation, file: string, { force = false } = {}): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new RestoreRefused(`${file} does not exist.`);
  const manifest = await readManifest(file);
  const driver = driverOf(installation);
  if (manifest.driver !== driver) {
    throw new RestoreRefused(
      manifest.driver === 'pglite'
        ? 'This is a backup of the embedded database, and DATABASE_URL names a PostgreSQL database: restore it without DATABASE_URL into a DATA_DIR, then run `npm run move-to-postgres`.'
        : 'This is a backup of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.',
    );
  }
  if (driver === 'pglite' && (await serverAnswers(installation.dataDir))) {
    throw new RestoreRefused(`A server is running on ${installation.dataDir}: stop it before restoring.`);
  }
  const occupied = [
    ...installationEntries(installation, file).map((entry) => path.join(installation.dataDir, entry)),
    ...(installation.databaseUrl ? await relationsIn(installation.databaseUrl) : []),
  ];
  if (occupied.length > 0 && !force) {
    throw new RestoreRefused(
      `The installation is not empty (${occupied.slice(0, 5).join(', ')}). A restore replaces everything in it: run again with --force to do so.`,
    );
  }
  for (const entry of installationEntries(installation, file)) {
    fs.rmSync(path.join(installation.dataDir, entry), { recursive: true, force: true });
  }
  if (installation.databaseUrl) await clearPostgres(installation.databaseUrl);
  fs.mkdirSync(installation.dataDir, { recursive: true });
  await tar(['-x', '-f', file, '-C', installation.dataDir, '--strip-components=1', FILES]);
  if (installation.databaseUrl) await restorePostgres(installation.databaseUrl, file);
  else await restorePglite(installation, file);
  return manifest;
}
