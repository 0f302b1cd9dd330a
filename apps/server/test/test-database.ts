import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle, type QueryListener } from '../src/db/database.js';
import { startJobQueue, stopJobQueue } from '../src/jobs/job-queue.js';
import { createMailQueue } from '../src/mail/mail-queue.js';

/**
 * API tests run on PGlite by default and on a real PostgreSQL server when TEST_DATABASE_URL is
 * set. Either way each test file gets a fresh database cloned from a migrated template, which is
 * far cheaper than running initdb and the migrations again.
 */
export const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../../.tmp/pglite-template');
export const POSTGRES_TEMPLATE = 'gauntlet_test_template';

export function postgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The migrations, pg-boss's schema and the mail queue, as a server's first start leaves them: every
 * test server starts the job queue, and finding them is much cheaper than creating them.
 */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  const queue = await startJobQueue(handle.jobConnection, { schedule: false, onError: (error) => console.error(error) });
  await createMailQueue(queue);
  await stopJobQueue(queue);
  await handle.close();
}

export async function prepareTemplate(): Promise<void> {
  const url = postgresUrl();
  if (url) {
    await adminQuery(`drop database if exists ${POSTGRES_TEMPLATE}`);
    await adminQuery(`create database ${POSTGRES_TEMPLATE}`);
    await prepare(await openPostgres(withDatabase(url, POSTGRES_TEMPLATE)));
    return;
  }
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  await prepare(await openPglite(TEMPLATE_DIR));
}

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  /** The PostgreSQL database's URL, so a second instance can share it (PostgreSQL only). */
  url?: string;
  dispose(): Promise<void>;
}

export async function openTestDatabase(onQuery?: QueryListener): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-test-'));
  const url = postgresUrl();
  if (url) {
    const name = `gauntlet_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name} template ${POSTGRES_TEMPLATE}`);
    const handle = await openPostgres(withDatabase(url, name), onQuery);
    return {
      handle,
      dataDir,
      url: withDatabase(url, name),
      async dispose() {
        await handle.close();
        await adminQuery(`drop database if exists ${name}`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  fs.cpSync(TEMPLATE_DIR, path.join(dataDir, 'pgdata'), { recursive: true });
  const handle = await openPglite(path.join(dataDir, 'pgdata'), onQuery);
  return {
    handle,
    dataDir,
    async dispose() {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
