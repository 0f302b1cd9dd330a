import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accountApi, profileApi } from '@gauntlet/core';
import { openPglite, openPostgres } from '../db/database.js';
import { busyUser } from '../../test/busy-user.js';
import { adminQuery, postgresUrl, TEMPLATE_DIR } from '../../test/test-database.js';
import { startTestServer, type TestUser } from '../../test/test-server.js';
import { MoveRefused, moveToPostgres } from './move-to-postgres.js';

/**
 * pg-boss's tables that a test server leaves empty: finished jobs are archived a day later, the
 * schedule is written by an instance that runs the reminders, and its pub/sub is not used.
 */
const PGBOSS_UNUSED = ['"pgboss"."archive"', '"pgboss"."schedule"', '"pgboss"."subscription"'];

// A move needs a PostgreSQL server: it runs in the PostgreSQL pass (TEST_DATABASE_URL).
const skipped = postgresUrl() ? null : 'runs in the PostgreSQL pass (TEST_DATABASE_URL)';

describe.skipIf(skipped)(`moving to PostgreSQL${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-move-'));
  const name = `gauntlet_test_move_${crypto.randomBytes(6).toString('hex')}`;
  const target = new URL(postgresUrl() ?? 'postgres://unused/');
  target.pathname = `/${name}`;

  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(`drop database if exists ${name}`);
  });

  it('copies an installation with every table filled, and every user exports the same data from PostgreSQL', async () => {
    // The PGlite pass of `npm test` leaves its migrated template; a fresh directory costs an initdb.
    if (fs.existsSync(TEMPLATE_DIR)) fs.cpSync(TEMPLATE_DIR, path.join(dataDir, 'pgdata'), { recursive: true });
    const source = await openPglite(path.join(dataDir, 'pgdata'));
    await source.migrate();
    const before = await startTestServer({}, undefined, { handle: source, dataDir, dispose: async () => undefined });
    const users: TestUser[] = [await busyUser(before), await busyUser(before)];
    // A password reset asked for: the one table no step of a busy user writes.
    expect((await before.call(accountApi.requestPasswordReset, { body: { email: users[0]!.email } })).statusCode).toBe(200);
    const exports = new Map<string, unknown>();
    for (const user of users) exports.set(user.userId, (await before.call(profileApi.export, { as: user })).json());
    await before.close();

    await adminQuery(`create database ${name}`);
    const report = await moveToPostgres(dataDir, target.toString());
    expect(report.sourceProblems).toEqual([]);
    expect(report.targetProblems).toEqual([]);
    expect(report.tables.filter((table) => table.source !== table.target)).toEqual([]);
    const empty = report.tables.filter((table) => table.target === 0).map((table) => table.name);
    expect(empty).toEqual(PGBOSS_UNUSED);

    const after = await startTestServer({}, undefined, {
      handle: await openPostgres(target.toString()),
      dataDir,
      dispose: async () => undefined,
    });
    for (const user of users) {
      const exported = (await after.call(profileApi.export, { as: user })).json<{ exportedAt: string }>();
      const { exportedAt: _then, ...expected } = exports.get(user.userId) as { exportedAt: string };
      const { exportedAt: _now, ...actual } = exported;
      expect(actual).toEqual(expected);
    }
    await after.close();

    await expect(moveToPostgres(dataDir, target.toString())).rejects.toThrow(MoveRefused);
  }, 60_000);
});
