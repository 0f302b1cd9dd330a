import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from './migrations-before.js';

const TAG = '0005_unique_user_names';

describe(`migration ${TAG}`, () => {
  const older = migrationsBefore(TAG);
  afterAll(() => fs.rmSync(older, { recursive: true, force: true }));

  it('keeps the earliest holder of a name, suffixes the later ones, then refuses new duplicates', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: older });
      const accounts = [
        ['a0000000-0000-4000-8000-000000000001', 'Sam', '2024-01-01'],
        ['b1111111-1111-4111-8111-111111111112', 'sam', '2024-02-01'],
        ['c2222222-2222-4222-8222-222222222223', 'SAM', '2024-03-01'],
        ['d3333333-3333-4333-8333-333333333334', 'a_name_that_is_exactly_32_chars_', '2024-01-01'],
        ['e4444444-4444-4444-8444-444444444445', 'A_NAME_THAT_IS_EXACTLY_32_CHARS_', '2024-02-01'],
        ['f5555555-5555-4555-8555-555555555556', 'unique', '2024-01-01'],
      ];
      for (const [id, name, created] of accounts) {
        await client.query(`insert into "user" (id, name, email) values ($1, $2, $3)`, [id, name, `${id}@example.com`]);
        await client.query(`insert into profiles (user_id, user_name, created_at) values ($1, $2, $3)`, [id, name, created]);
      }

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const { rows } = await client.query<{ user_id: string; user_name: string }>(
        'select user_id, user_name from profiles order by user_id',
      );
      expect(rows.map((row) => row.user_name)).toEqual([
        'Sam',
        'sam_b1111111',
        'SAM_c2222222',
        'a_name_that_is_exactly_32_chars_',
        'A_NAME_THAT_IS_EXACTLY__e4444444',
        'unique',
      ]);
      expect(rows.every((row) => row.user_name.length <= 32)).toBe(true);
      await expect(
        client.query(`update profiles set user_name = 'UNIQUE' where user_id = $1`, [accounts[0]![0]]),
      ).rejects.toThrow(/profiles_user_name_lower_key/);
    } finally {
      await client.close();
    }
  });
});
