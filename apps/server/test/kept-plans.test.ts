import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsApi } from '@gauntlet/core';
import { postgresUrl } from './test-database.js';
import { startTestServer, type TestServer, type TestUser } from './test-server.js';

/**
 * Prepared statements run the plan they were given once: PostgreSQL's default would plan the
 * points history's page again on each of its first five runs, and on every run after them while
 * its generic plan looked costlier than those.
 */
describe('prepared statements', () => {
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    user = await server.signUp();
  });
  afterAll(() => server.close());

  it.skipIf(Boolean(postgresUrl()))('run on their generic plan from the first run on, on PGlite', async () => {
    const pages = 7;
    for (let page = 0; page < pages; page += 1) {
      const response = await server.call(pointsApi.history, { query: { limit: '10' }, as: user });
      expect(response.statusCode, response.body).toBe(200);
    }
    const { rows } = (await server.database.handle.db.execute(sql`
      select custom_plans::int as custom, generic_plans::int as generic from pg_prepared_statements
      where statement like '%order by "point_ledger"."seq" desc%' and statement not like '%pg_prepared_statements%'`)) as {
      rows: { custom: number; generic: number }[];
    };
    expect(rows).toEqual([{ custom: 0, generic: pages }]);
  });

  it.skipIf(!postgresUrl())('run on their generic plan on every connection of the PostgreSQL pool', async () => {
    // More at once than the pool's ten connections, so that every one of them answers.
    const modes = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { rows } = (await server.database.handle.db.execute(
          sql`select current_setting('plan_cache_mode') as mode, pg_sleep(0.05)`,
        )) as { rows: { mode: string }[] };
        return rows[0]!.mode;
      }),
    );
    expect(new Set(modes)).toEqual(new Set(['force_generic_plan']));
  });
});
