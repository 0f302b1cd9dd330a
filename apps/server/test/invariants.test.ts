import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movePoints } from '../src/ledger/ledger.repository.js';
import { checkInvariants } from '../src/ledger/invariants.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  // Undo the damage so closing (which checks the invariants) passes.
  await server.database.handle.db.execute(sql`update profiles set reward_points = 0`);
  await server.close();
});

describe('the invariant check run after every API test file', () => {
  it('passes on a consistent database and names a balance that left its ledger', async () => {
    const user = await server.signUp();
    const db = server.database.handle.db;
    expect(await checkInvariants(db)).toEqual([]);
    await db.execute(sql`update profiles set reward_points = 5 where user_id = ${user.userId}`);
    expect(await checkInvariants(db)).toEqual([`balance of ${user.userId} differs from its ledger`]);
  });

  it('names a ledger row whose balances are not the sum of the ledger up to it, and a last row unlike the profile', async () => {
    const user = await server.signUp();
    const db = server.database.handle.db;
    // The test above leaves another user's balance broken.
    const problemsOf = async (userId: string) => (await checkInvariants(db)).filter((problem) => problem.includes(userId));
    for (const points of [2, 3]) {
      await movePoints(db, {
        userId: user.userId,
        deltaRewardPoints: points,
        deltaPunishmentPoints: 0,
        reason: 'punishment_reroll',
      });
    }
    expect(await problemsOf(user.userId)).toEqual([]);
    const [first] = (
      (await db.execute(sql`update point_ledger set reward_balance = 9
        where seq = (select min(seq) from point_ledger where user_id = ${user.userId}) returning seq`)) as {
        rows: { seq: string }[];
      }
    ).rows;
    expect(await problemsOf(user.userId)).toEqual([
      `ledger row ${first!.seq} of ${user.userId} keeps balances other than its ledger's sum`,
    ]);
    await db.execute(sql`update point_ledger set reward_balance = 2 where user_id = ${user.userId} and seq = ${first!.seq}`);
    await db.execute(sql`update profiles set reward_points = 4 where user_id = ${user.userId}`);
    expect(await problemsOf(user.userId)).toEqual([
      `balance of ${user.userId} differs from its ledger`,
      `the last ledger row of ${user.userId} keeps balances other than the profile's`,
    ]);
    // Closing resets every balance to 0, so this user's ledger goes.
    await db.execute(sql`delete from point_ledger where user_id = ${user.userId}`);
  });
});
