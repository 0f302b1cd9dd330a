import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from './invariants.js';
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
});
