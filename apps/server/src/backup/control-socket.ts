import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DatabaseHandle } from '../db/database.js';
import { schemaVersion } from './schema-version.js';
import { writeGzipped } from './snapshot-file.js';

/** Linux refuses a Unix socket path longer than 107 bytes; a longer DATA_DIR gets one in the temporary folder. */
const MAX_SOCKET_PATH = 100;

/**
 * Where a server on the embedded database answers its own operator's tools: a Unix socket in
 * DATA_DIR, readable by the server's user only. Who can reach it could read DATA_DIR's files
 * anyway, so it needs no other credential, and no proxy in front of the HTTP port can forward to it.
 */
export function controlSocketPath(dataDir: string): string {
  const inDataDir = path.join(dataDir, 'control.sock');
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH) return inDataDir;
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `gauntlet-${hash}.sock`);
}

/**
 * Serves `GET /snapshot`: the embedded database's data directory as a gzipped tar, taken by the
 * process that holds it (PGlite is one process's files: another process must not open them), with
 * its schema version in a header. Returns how to stop serving.
 */
export async function serveSnapshots(dataDir: string, database: DatabaseHandle): Promise<() => Promise<void>> {
  const dump = database.dumpDataDir;
  if (!dump) throw new Error('only the embedded database is snapshotted through the control socket');
  const socketPath = controlSocketPath(dataDir);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  // A socket left by a server that did not close (a crash) would keep the next one from listening.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/snapshot') {
      response.writeHead(404).end();
      return;
    }
    const snapshot = async () => {
      const version = await schemaVersion(database.db);
      const tar = await dump();
      response.writeHead(200, { 'x-schema-version': version });
      await writeGzipped(tar, response);
    };
    snapshot().catch((error: unknown) => {
      // Cut short, the tool sees a broken answer rather than a whole but truncated file.
      if (response.headersSent) response.destroy();
      else response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Whether a server answers on DATA_DIR's control socket (a socket file left by a crash does not). */
export function serverAnswers(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ socketPath: controlSocketPath(dataDir), path: '/' }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
  });
}

/**
 * Asks the server running on DATA_DIR for a snapshot and writes it to `file`; null when no server
 * answers there. Returns the schema version the server reported.
 */
export function requestSnapshot(dataDir: string, file: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: controlSocketPath(dataDir), path: '/snapshot' }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the server could not take the snapshot (status ${response.statusCode})`));
        return;
      }
      pipeline(response, fs.createWriteStream(file)).then(() => resolve(String(response.headers['x-schema-version'])), reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
  });
}
