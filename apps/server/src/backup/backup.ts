import fs from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres } from '../db/database.js';
import { requestSnapshot } from './control-socket.js';
import { defaultBackupDir, driverOf, pgdataOf, type Installation } from './installation.js';
import { runPgTool } from './postgres-tools.js';
import { schemaVersion } from './schema-version.js';
import { databaseEntry, FILES, MANIFEST, tar, writeGzipped, type Manifest } from './snapshot-file.js';

/**
 * The embedded database: the running server takes the snapshot (it alone may touch its files);
 * with no server running, this process opens the data directory and takes it. Returns the
 * schema version.
 */
async function dumpPglite(installation: Installation, file: string): Promise<string> {
  const fromServer = await requestSnapshot(installation.dataDir, file);
  if (fromServer !== null) return fromServer;
  const pgdata = pgdataOf(installation);
  if (!fs.existsSync(pgdata)) throw new Error(`There is no database in ${pgdata}: nothing to back up.`);
  const database = await openPglite(pgdata);
  try {
    const version = await schemaVersion(database.db);
    const tar = await database.dumpDataDir!();
    await writeGzipped(tar, fs.createWriteStream(file));
    return version;
  } finally {
    await database.close();
  }
}

/** PostgreSQL: pg_dump's custom format, one transaction's consistent view while the servers write. */
async function dumpPostgres(databaseUrl: string, file: string): Promise<string> {
  const database = await openPostgres(databaseUrl);
  let version: string;
  try {
    version = await schemaVersion(database.db);
  } finally {
    await database.close();
  }
  await runPgTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${databaseUrl}`]);
  return version;
}

export interface Backup {
  file: string;
  manifest: Manifest;
  /** What tar said about files that changed while they were read (uploads arriving), or ''. */
  warning: string;
}

/**
 * Writes one snapshot file into `dir`: the database first, then DATA_DIR's files, so every file a
 * row of the snapshot names is there unless it was removed during the backup. The file appears
 * under its final name only once whole.
 */
export async function writeBackup(installation: Installation, dir = defaultBackupDir(installation)): Promise<Backup> {
  const target = path.resolve(dir);
  fs.mkdirSync(target, { recursive: true });
  fs.mkdirSync(installation.dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(target, '.partial-'));
  try {
    const driver = driverOf(installation);
    const createdAt = new Date();
    const databaseFile = path.join(staging, databaseEntry(driver));
    const version = installation.databaseUrl
      ? await dumpPostgres(installation.databaseUrl, databaseFile)
      : await dumpPglite(installation, databaseFile);
    const manifest: Manifest = { format: 1, driver, schemaVersion: version, createdAt: createdAt.toISOString() };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const partial = path.join(staging, 'snapshot.tar');
    await tar(['-c', '-f', partial, '-C', staging, MANIFEST, databaseEntry(driver)]);
    const skipped = ['./pgdata', './backups', './control.sock'];
    const inDataDir = path.relative(installation.dataDir, target);
    if (!inDataDir.startsWith('..') && !path.isAbsolute(inDataDir)) skipped.push(`./${inDataDir.split(path.sep)[0]}`);
    const { warning } = await tar(
      [
        '-r',
        '-f',
        partial,
        '-C',
        installation.dataDir,
        '--anchored',
        ...skipped.map((entry) => `--exclude=${entry}`),
        '--ignore-failed-read',
        '--transform',
        `s,^\\.,${FILES},`,
        '.',
      ],
      { tolerateChanges: true },
    );
    const name = `gauntlet-${manifest.createdAt.replace(/[:.]/g, '-')}-${version}.tar`;
    const file = path.join(target, name);
    // It holds every account and the server's secrets: for the server's user only.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    return { file, manifest, warning };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
