import { describe, expect, it } from 'vitest';
import { runDurability } from '../../../bench/durability.js';
import { openTestDatabase, postgresUrl } from './test-database.js';

/** The short form of the durability run (`npm run bench:durability` runs ten rounds per driver). */
describe('durability', () => {
  it('keeps every acknowledged write across kill -9 of the server', async () => {
    const database = postgresUrl() ? await openTestDatabase() : null;
    try {
      const result = await runDurability({ rounds: 2, port: database ? 4321 : 4320, databaseUrl: database?.url });
      expect(result.failures).toEqual([]);
      expect(result.acknowledged).toBeGreaterThan(0);
    } finally {
      await database?.dispose();
    }
  }, 120_000);
});
