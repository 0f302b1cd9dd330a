import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { profileApi, routeUrl } from '@gauntlet/core';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from './migrations-before.js';

const TAG = '0012_avatar_paths';

describe(`migration ${TAG}`, () => {
  const older = migrationsBefore(TAG);
  afterAll(() => fs.rmSync(older, { recursive: true, force: true }));

  it("points a stored avatar at the avatar route's new address and leaves other pictures alone", async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: older });
      const uploaded = 'a0000000-0000-4000-8000-000000000001';
      const pictures = [
        [uploaded, `/api/profiles/${uploaded}/avatar?v=1700000000000`],
        ['b1111111-1111-4111-8111-111111111112', 'https://idp.example/picture.png'],
        ['c2222222-2222-4222-8222-222222222223', null],
      ];
      for (const [id, picture] of pictures) {
        await client.query(`insert into "user" (id, name, email) values ($1, $1, $2)`, [id, `${id}@example.com`]);
        await client.query(`insert into profiles (user_id, user_name, profile_picture) values ($1, $1, $2)`, [id, picture]);
      }

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const { rows } = await client.query<{ profile_picture: string | null }>(
        'select profile_picture from profiles order by user_id',
      );
      expect(rows.map((row) => row.profile_picture)).toEqual([
        routeUrl(profileApi.avatar, { params: { userId: uploaded }, query: { v: 1700000000000 } }),
        'https://idp.example/picture.png',
        null,
      ]);
    } finally {
      await client.close();
    }
  });
});
