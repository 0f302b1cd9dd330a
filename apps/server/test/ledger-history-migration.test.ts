import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrationsBefore } from './migrations-before.js';

const TAG = '0007_progress_history';
const ANN = 'a0000000-0000-4000-8000-000000000001';
const BOB = 'b1111111-1111-4111-8111-111111111112';

describe(`migration ${TAG}`, () => {
  const older = migrationsBefore(TAG);
  afterAll(() => fs.rmSync(older, { recursive: true, force: true }));

  it('numbers the existing ledger rows in the order they were written and gives each its running balances', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: older });
      for (const id of [ANN, BOB]) {
        await client.query(`insert into "user" (id, name, email) values ($1, $1, $2)`, [id, `${id}@example.com`]);
        await client.query(`insert into profiles (user_id, user_name) values ($1, $1)`, [id]);
      }
      // Inserted out of order, the two users' rows interleaved in time.
      const rows: [string, number, number, string, string][] = [
        [ANN, -1, 0, 'punishment_reroll', '2024-01-03T10:00:00Z'],
        [BOB, 4, 2, 'challenge_finished', '2024-01-02T09:00:00Z'],
        [ANN, 10, 3, 'challenge_finished', '2024-01-01T08:00:00Z'],
        [ANN, 0, -3, 'punishment_worked_off', '2024-01-05T12:00:00Z'],
        [BOB, -2, -1, 'slide_drawn', '2024-01-04T11:00:00Z'],
      ];
      for (const [userId, rp, pp, reason, at] of rows) {
        await client.query(
          `insert into point_ledger (user_id, delta_reward_points, delta_punishment_points, reason, created_at)
           values ($1, $2, $3, $4, $5)`,
          [userId, rp, pp, reason, at],
        );
      }

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const { rows: after } = await client.query<{ user_id: string; seq: number; reason: string; rp: number; pp: number }>(
        `select user_id, seq::int as seq, reason, reward_balance as rp, punishment_balance as pp
         from point_ledger order by seq`,
      );
      expect(after).toEqual([
        { user_id: ANN, seq: 1, reason: 'challenge_finished', rp: 10, pp: 3 },
        { user_id: BOB, seq: 2, reason: 'challenge_finished', rp: 4, pp: 2 },
        { user_id: ANN, seq: 3, reason: 'punishment_reroll', rp: 9, pp: 3 },
        { user_id: BOB, seq: 4, reason: 'slide_drawn', rp: 2, pp: 1 },
        { user_id: ANN, seq: 5, reason: 'punishment_worked_off', rp: 9, pp: 0 },
      ]);
      // A row written after the migration comes after every numbered one.
      const { rows: next } = await client.query<{ seq: number }>(
        `insert into point_ledger (user_id, delta_reward_points, delta_punishment_points, reason, reward_balance, punishment_balance)
         values ($1, 1, 0, 'goal_passed', 10, 0) returning seq::int as seq`,
        [ANN],
      );
      expect(next).toEqual([{ seq: 6 }]);
    } finally {
      await client.close();
    }
  });
});
