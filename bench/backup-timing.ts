// `npm run bench:backup [-- --users 100000]`: how long a backup and a restore of a seeded
// installation take on each driver (PostgreSQL when BENCH_DATABASE_URL names a server), with the
// snapshot's size. Issue 33 asks for under 60 s each at 100,000 users.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { writeBackup } from '../apps/server/src/backup/backup.js';
import { restoreBackup } from '../apps/server/src/backup/restore.js';
import { openBenchDatabase, seedUsers } from './bench-database.js';

const { values } = parseArgs({ options: { users: { type: 'string', default: '100000' } } });
const users = Number(values.users);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function timeDriver(driver: 'pglite' | 'postgres'): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-bench-backup-'));
  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-bench-restored-'));
  const opened = await openBenchDatabase(driver, dataDir);
  const admin = driver === 'postgres' ? new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL }) : null;
  const restoredName = `gauntlet_bench_restored_${Date.now()}`;
  try {
    await opened.handle.migrate();
    console.log(`[${driver}] seeding ${users} users…`);
    await seedUsers(opened.handle, users, 'http://localhost:3000');
    // The backup of a stopped embedded installation takes the same snapshot a running server takes.
    await opened.handle.close();
    let started = performance.now();
    const backup = await writeBackup({ dataDir, databaseUrl: opened.url }, path.join(dataDir, 'backups'));
    const backupSeconds = seconds(started);
    let restoredUrl: string | undefined;
    if (admin) {
      await admin.connect();
      await admin.query(`create database ${restoredName}`);
      const url = new URL(opened.url!);
      url.pathname = `/${restoredName}`;
      restoredUrl = url.toString();
    }
    started = performance.now();
    await restoreBackup({ dataDir: restoredDir, databaseUrl: restoredUrl }, backup.file);
    const restoreSeconds = seconds(started);
    const megabytes = (fs.statSync(backup.file).size / 1024 / 1024).toFixed(0);
    return `| ${driver} | ${users} | ${backupSeconds} s | ${restoreSeconds} s | ${megabytes} MB |`;
  } finally {
    await opened.drop();
    if (admin) {
      await admin.query(`drop database if exists ${restoredName}`).catch(() => undefined);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(restoredDir, { recursive: true, force: true });
  }
}

const rows = [await timeDriver('pglite')];
if (process.env.BENCH_DATABASE_URL) rows.push(await timeDriver('postgres'));
console.log(['| driver | users | backup | restore | file |', '|---|---|---|---|---|', ...rows].join('\n'));
