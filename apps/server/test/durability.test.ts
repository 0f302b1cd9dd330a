import { describe, expect, it } from 'vitest';
import { runDurability } from '../../../bench/durability.js';
import { runPostgresCrash } from '../../../bench/durability-pg-crash.js';
import { findPgBin } from '../src/backup/postgres-tools.js';
import { openTestDatabase, postgresUrl } from './test-database.js';

// The crash rounds bring their own PostgreSQL cluster; they run once per `npm test`, in the
// PostgreSQL pass (TEST_DATABASE_URL set), and only where PostgreSQL is installed.
const crashSkipped = !findPgBin()
  ? 'no PostgreSQL binaries under /usr/lib/postgresql'
  : !postgresUrl()
    ? 'runs in the PostgreSQL pass (TEST_DATABASE_URL)'
    : null;

/** The short form of the durability run (`npm run bench:durability` runs ten rounds of each). */
describe('durability', () => {
  it('keeps every acknowledged write across kill -9 of the server', async () => {
    const database = postgresUrl() ? await openTestDatabase() : null;
    try {
      const result = await runDurability({ rounds: 2, firstPort: database ? 4321 : 4320, databaseUrl: database?.url });
      expect(result.failures).toEqual([]);
      expect(result.acknowledged).toBeGreaterThan(0);
    } finally {
      await database?.dispose();
    }
    // The first start of a fresh clone builds the web app first.
  }, 240_000);

  it.skipIf(crashSkipped)(
    `keeps every acknowledged write across pg_ctl stop -m immediate, and the server recovers without a restart${crashSkipped ? ` (skipped: ${crashSkipped})` : ''}`,
    async () => {
      const result = await runPostgresCrash({ rounds: 2, firstPort: 4322 });
      if ('skipped' in result) throw new Error(result.skipped);
      expect(result.failures).toEqual([]);
      expect(result.recoveries).toHaveLength(2);
      expect(result.acknowledged).toBeGreaterThan(0);
    },
    90_000,
  );
});
