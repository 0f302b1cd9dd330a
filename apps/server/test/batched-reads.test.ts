import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, challengesApi } from '@gauntlet/core';
import { startTestServer, type TestServer, type TestUser } from './test-server.js';

/**
 * Session lookups and dashboards read at the same time share a statement each
 * (`StatementBatches`), and each caller still gets only their own. Nothing is kept in memory
 * here, so every read reaches the database.
 */
const statements: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ READ_CACHE_USERS: '0' }, (query) => statements.push(query));
});
afterAll(() => server.close());

const readsSessions = (query: string) => query.includes('"session"."token" = any(');
const readsDashboards = (query: string) => query.includes('"profiles"."user_id" = any(');

async function userWithChallenge(index: number): Promise<TestUser> {
  const user = await server.signUp();
  const started = await server.call(challengesApi.submit, {
    body: {
      title: `Challenge ${index}`,
      description: 'Batched',
      durationDays: 10,
      goals: [{ category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: index + 1 }],
    },
    as: user,
  });
  expect(started.statusCode, started.body).toBe(200);
  return user;
}

const dashboard = (user: TestUser) => server.call(challengesApi.dashboard, { as: user });

describe('reads sent at the same time', () => {
  it('share one session lookup and one dashboard statement, and each caller gets their own dashboard', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, (_, index) => userWithChallenge(index)));
    statements.length = 0;
    const responses = await Promise.all(users.map(dashboard));
    responses.forEach((response, index) => {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().activeChallenge).toMatchObject({ title: `Challenge ${index}`, goals: [{ goalValue: index + 1 }] });
    });
    expect(statements.filter(readsSessions)).toHaveLength(1);
    expect(statements.filter(readsDashboards)).toHaveLength(1);
  });

  it('turn away only the caller whose session ended', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, (_, index) => userWithChallenge(index)));
    const signedOut = users[1]!;
    expect((await server.call(accountApi.signOut, { as: signedOut })).statusCode).toBe(200);
    statements.length = 0;
    const responses = await Promise.all(users.map(dashboard));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 200, 200]);
    expect(statements.filter(readsSessions)).toHaveLength(1);
  });
});
