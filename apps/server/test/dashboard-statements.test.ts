import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './test-server.js';

/**
 * The dashboard's own data (profile and challenge) is two requests; each is held to a fixed
 * number of SQL statements, session lookup included, so it cannot creep up unnoticed. The
 * budget is 6 each; today each is the session lookup and one read.
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
  await server.request({
    method: 'POST',
    url: '/api/challenges',
    payload: {
      title: 'Counted',
      description: 'Statements',
      durationDays: 7,
      goals: [{ category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 5 }],
    },
    as: user,
  });
});
afterAll(() => server.close());

async function statementsFor(url: string): Promise<string[]> {
  statements.length = 0;
  counting = true;
  const response = await server.request({ method: 'GET', url, as: user });
  counting = false;
  expect(response.statusCode).toBe(200);
  return [...statements];
}

describe('dashboard reads', () => {
  it('load in two requests of two SQL statements each', async () => {
    const profile = await statementsFor('/api/profile/me');
    const challenge = await statementsFor('/api/challenges/dashboard');
    expect(profile).toHaveLength(2);
    expect(challenge).toHaveLength(2);
  });

  // The session, the active challenge (its window and zone, for the core's day rule) and the
  // check-in itself.
  it('check in with three SQL statements', async () => {
    statements.length = 0;
    counting = true;
    const response = await server.request({
      method: 'POST',
      url: '/api/metrics/work-out-days/check-in',
      as: user,
    });
    counting = false;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ metric: 'work-out-days', currentValue: 1, checkedInToday: true });
    expect(statements).toHaveLength(3);
  });
});
