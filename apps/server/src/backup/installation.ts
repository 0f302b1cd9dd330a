import fs from 'node:fs';
import path from 'node:path';

/** What the tools work on: the server's DATA_DIR, and its PostgreSQL database when DATABASE_URL names one. */
export interface Installation {
  dataDir: string;
  databaseUrl?: string;
}

export const driverOf = (installation: Installation) => (installation.databaseUrl ? 'postgres' : 'pglite');

export const pgdataOf = (installation: Installation) => path.join(installation.dataDir, 'pgdata');

/** Where backups go unless told otherwise; never part of a backup, never cleared by a restore. */
export const defaultBackupDir = (installation: Installation) => path.join(installation.dataDir, 'backups');

/**
 * DATA_DIR's entries that belong to the installation: all but the backups folder, the control
 * socket and, when it lies in DATA_DIR, the folder holding `keep` (the backup being restored).
 */
export function installationEntries(installation: Installation, keep?: string): string[] {
  if (!fs.existsSync(installation.dataDir)) return [];
  const kept = keep ? path.relative(installation.dataDir, path.resolve(keep)).split(path.sep)[0] : undefined;
  return fs
    .readdirSync(installation.dataDir)
    .filter((entry) => entry !== 'backups' && entry !== 'control.sock' && entry !== kept);
}
