import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi } from '@gauntlet/core';
import { MIGRATION_LOCK_ID } from '../../db/database.js';
import { postgresUrl } from '../../../test/test-database.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ready = () => server.call(healthApi.ready);

describe("a proxy's readiness check", () => {
  it('says ready once the database has every migration and none is running', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('says not ready while the database lacks a migration of this version', async () => {
    const db = server.database.handle.db;
    const { rows } = (await db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
    )) as { rows: { id: number; hash: string; created_at: string }[] };
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'not_ready', message: "The database lacks this version's migrations." },
      });
    } finally {
      const [last] = rows;
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  // Only PostgreSQL has other sessions: an embedded database migrates before its one server listens.
  it.runIf(postgresUrl())('says not ready while another instance runs migrations, and ready once it is done', async () => {
    const migrating = new pg.Client({ connectionString: server.database.url });
    await migrating.connect();
    try {
      await migrating.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'not_ready', message: 'Migrations are running.' } });
      await migrating.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      expect((await ready()).statusCode).toBe(200);
    } finally {
      await migrating.end();
    }
  });
});
