import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * A snapshot is one plain tar file (GNU tar builds and reads it):
 * - `gauntlet-backup.json`, the manifest below;
 * - `database.tar.gz` (the embedded database's data directory) or `database.pgdump` (pg_dump's
 *   custom format);
 * - `files/`, DATA_DIR's own files: uploads, the generated secrets and keys, waiting mail.
 */
export interface Manifest {
  format: 1;
  driver: 'pglite' | 'postgres';
  /** The latest applied migration's tag. */
  schemaVersion: string;
  createdAt: string;
}

export const MANIFEST = 'gauntlet-backup.json';
export const FILES = 'files';
export const databaseEntry = (driver: Manifest['driver']) => (driver === 'pglite' ? 'database.tar.gz' : 'database.pgdump');

/**
 * Runs GNU tar. Exit status 1 is "a file changed while it was read" (an upload arriving during the
 * backup), which leaves the archive whole: it is passed on as a warning, not an error.
 */
export function tar(args: string[], options: { tolerateChanges?: boolean } = {}): Promise<{ stdout: Buffer; warning: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0 || (status === 1 && options.tolerateChanges)) {
        resolve({ stdout: Buffer.concat(stdout), warning: stderr.trim() });
      } else {
        reject(new Error(`tar ${args[0]} failed (${status}): ${stderr.trim()}`));
      }
    });
  });
}

export async function readManifest(file: string): Promise<Manifest> {
  const { stdout } = await tar(['-x', '-O', '-f', file, MANIFEST]).catch(() => {
    throw new Error(`${file} is not a Gauntlet backup (it holds no ${MANIFEST})`);
  });
  const manifest = JSON.parse(stdout.toString('utf8')) as { format: unknown };
  if (manifest.format !== 1)
    throw new Error(`${file} is a backup of format ${String(manifest.format)}, which this version does not read`);
  return manifest as Manifest;
}

/**
 * Writes the embedded database's tar gzipped: the fastest level, since a data directory is mostly
 * empty pages, and outside PGlite, so its statements wait only while the files are read.
 */
export function writeGzipped(tar: Blob, destination: NodeJS.WritableStream): Promise<void> {
  return pipeline(Readable.fromWeb(tar.stream()), zlib.createGzip({ level: 1 }), destination);
}
