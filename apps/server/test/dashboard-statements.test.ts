import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesApi, profileApi, type ApiRoute } from '@gauntlet/core';
import { startTestServer, type TestServer, type TestUser } from './test-server.js';

/**
 * The dashboard's own data (profile and challenge) is two requests; each is held to a fixed
 * number of SQL statements, session lookup included, so it cannot creep up unnoticed: a first
 * read is the session lookup and one read, and until the user changes the session and both
 * answers come from memory.
 */
let server: TestServer;
let user: TestUser;
let counting = false;
const statements: string[] = [];

beforeAll(async () => {
  server = await startTestServer({}, (query) => {
    if (counting) statements.push(query);
  });
  user = await server.signUp();
  await server.call(challengesApi.submit, {
    body: {
      title: 'Counted',
      description: 'Statements',
      durationDays: 7,
      goals: [{ category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 5 }],
    },
    as: user,
  });
});
afterAll(() => server.close());

async function statementsFor(route: ApiRoute): Promise<string[]> {
  statements.length = 0;
  counting = true;
  const response = await server.call(route, { as: user });
  counting = false;
  expect(response.statusCode).toBe(200);
  return [...statements];
}

describe('dashboard reads', () => {
  it('need no SQL statement once read, until the user changes', async () => {
    // The first reads look the session up and read each answer; on PostgreSQL the notification
    // of the sign-up's and the challenge's own changes may still arrive and forget them once.
    for (let round = 0; round < 50; round += 1) {
      const reads = [...(await statementsFor(profileApi.me)), ...(await statementsFor(challengesApi.dashboard))];
      if (reads.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await statementsFor(profileApi.me)).toHaveLength(0);
    expect(await statementsFor(challengesApi.dashboard)).toHaveLength(0);
  });

  // The session is in memory: the check-in itself, which reads the active challenge, records the
  // day, steps the metric, bumps the user's version and sends its NOTIFY, on both drivers.
  it('check in with one SQL statement', async () => {
    statements.length = 0;
    counting = true;
    const response = await server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user });
    counting = false;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ metric: 'work-out-days', currentValue: 1, checkedInToday: true });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('check_ins');
    expect(statements[0]).toContain('profile_versions');
    expect(statements[0]).toContain('pg_notify');
  });

  it('after a change, look the session up and read the answer again: two SQL statements each', async () => {
    expect(await statementsFor(challengesApi.dashboard)).toHaveLength(2);
  });
});
