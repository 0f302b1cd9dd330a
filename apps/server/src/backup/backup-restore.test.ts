import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { challengesApi, routinesApi } from '@gauntlet/core';
import { openPglite, openPostgres } from '../db/database.js';
import { checkInvariants } from '../ledger/invariants.js';
import { startChallenge } from '../../test/challenges.js';
import { adminQuery, openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/test-server.js';
import { writeBackup } from './backup.js';
import type { Installation } from './installation.js';
import { RestoreRefused, restoreBackup } from './restore.js';

const ROUTINE = { exercises: [{ name: 'Squat', sets: 1, reps: 1, weight: 0 }] };

/** Writes routines one after another until stopped; the names of those acknowledged, in order. */
function writeLoad(server: TestServer, user: TestUser) {
  const acknowledged: string[] = [];
  let stopped = false;
  const done = (async () => {
    for (let n = 0; !stopped; n++) {
      const name = `write ${n}`;
      const response = await server.call(routinesApi.create, { body: { name, ...ROUTINE }, as: user });
      if (response.statusCode === 200) acknowledged.push(name);
    }
  })();
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

/** The same database and DATA_DIR opened again, as a server's next start opens them. */
async function reopen(database: TestDatabase): Promise<TestDatabase> {
  const handle = database.url ? await openPostgres(database.url) : await openPglite(path.join(database.dataDir, 'pgdata'));
  return { ...database, handle };
}

describe('backup and restore', () => {
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-backups-'));
  let database: TestDatabase;
  let installation: Installation;
  let file: string;
  let user: TestUser;
  let before: string[];

  afterAll(async () => {
    // The last server closed the database; what is left are its files and the PostgreSQL database.
    fs.rmSync(database.dataDir, { recursive: true, force: true });
    fs.rmSync(backups, { recursive: true, force: true });
    if (database.url) await adminQuery(`drop database if exists ${new URL(database.url).pathname.slice(1)}`);
  });

  it('takes a snapshot under write load that, restored into a wiped installation, holds every write acknowledged before it', async () => {
    database = await openTestDatabase();
    installation = { dataDir: database.dataDir, databaseUrl: database.url };
    const server = await startTestServer({}, undefined, database);
    user = await server.signUp();
    // Points move too, so the ledger's invariants have something to hold.
    await startChallenge(server, user, 'Given up');
    expect((await server.call(challengesApi.cancel, { as: user })).statusCode).toBe(200);
    fs.mkdirSync(path.join(database.dataDir, 'uploads', user.userId), { recursive: true });
    fs.writeFileSync(path.join(database.dataDir, 'uploads', user.userId, 'avatar.jpg'), 'an uploaded file');
    const load = writeLoad(server, user);
    await until(() => load.acknowledged.length >= 20);
    before = [...load.acknowledged];
    const backup = await writeBackup(installation, backups);
    const during = load.acknowledged.length - before.length;
    await load.stop();
    await server.close();
    expect(during, 'writes were acknowledged while the backup ran').toBeGreaterThan(0);
    expect(path.basename(backup.file)).toMatch(/^gauntlet-\d{4}-\d\d-\d\dT[\d-]+Z-\d{4}_\w+\.tar$/);
    expect(backup.manifest.driver).toBe(database.url ? 'postgres' : 'pglite');
    file = backup.file;

    // The wipe: DATA_DIR emptied, the PostgreSQL database dropped and created empty again.
    fs.rmSync(database.dataDir, { recursive: true, force: true });
    if (database.url) {
      const name = new URL(database.url).pathname.slice(1);
      await adminQuery(`drop database ${name}`);
      await adminQuery(`create database ${name}`);
    }
    await restoreBackup(installation, file);

    database = await reopen(database);
    expect(await checkInvariants(database.handle.db)).toEqual([]);
    const restored = await startTestServer({}, undefined, database);
    const listed = await restored.call(routinesApi.mine, { as: user });
    expect(listed.statusCode, 'the session from before the backup still signs in').toBe(200);
    const names = new Set(listed.json<{ name: string }[]>().map((routine) => routine.name));
    expect(before.filter((name) => !names.has(name))).toEqual([]);
    expect(fs.readFileSync(path.join(database.dataDir, 'uploads', user.userId, 'avatar.jpg'), 'utf8')).toBe('an uploaded file');
    await restored.close();
  }, 60_000);

  it('refuses to restore over an installation that is not empty unless forced', async () => {
    await expect(restoreBackup(installation, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(installation, file)).rejects.toThrow(/not empty.*--force/);
    await restoreBackup(installation, file, { force: true });
    database = await reopen(database);
    const server = await startTestServer({}, undefined, database);
    const listed = await server.call(routinesApi.mine, { as: user });
    expect(listed.json<unknown[]>().length).toBeGreaterThanOrEqual(before.length);
    await server.close();
  });
});
