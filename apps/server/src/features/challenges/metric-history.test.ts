import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesApi, METRIC_HISTORY_LIMIT, routinesApi } from '@gauntlet/core';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const workout = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 };
const run = { category: 'Exercise', metric: 'distance-run', gradingType: 'AutomaticHigher', goalValue: 20 };

const submit = (user: TestUser, goals: object[]) =>
  server.call(challengesApi.submit, { body: { title: 'Week', description: 'Go', durationDays: 1, goals }, as: user });
const history = (user: TestUser | undefined, metric: string) =>
  server.call(challengesApi.metricHistory, { params: { metric }, ...(user ? { as: user } : {}) });
const valuesOf = async (user: TestUser, metric: string) =>
  (await history(user, metric)).json<{ changes: { value: number }[] }>().changes.map((change) => change.value);

async function write(sent: Promise<LightMyRequestResponse>) {
  const response = await sent;
  expect(response.statusCode).toBe(200);
}

describe("a metric's history", () => {
  it('records every value a metric takes, in order: start, check-in, steps, set, finish and the next start', async () => {
    const user = await server.signUp();
    expect((await submit(user, [workout, run])).statusCode).toBe(200);
    // Created at 0; a check-in metric is also reset to 0 when its challenge starts.
    expect(await valuesOf(user, 'work-out-days')).toEqual([0, 0]);
    expect(await valuesOf(user, 'distance-run')).toEqual([0]);

    await write(server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user }));
    await write(server.call(challengesApi.stepMetric, { params: { metric: 'distance-run' }, body: { delta: 1 }, as: user }));
    await write(server.call(challengesApi.stepMetric, { params: { metric: 'distance-run' }, body: { delta: 1 }, as: user }));
    await write(server.call(challengesApi.stepMetric, { params: { metric: 'distance-run' }, body: { delta: -1 }, as: user }));
    await write(server.call(challengesApi.setMetric, { params: { metric: 'distance-run' }, body: { value: 12.5 }, as: user }));
    await write(server.call(challengesApi.finish, { body: { values: { 'distance-run': 25 } }, as: user }));
    expect((await submit(user, [workout])).statusCode).toBe(200);

    expect(await valuesOf(user, 'work-out-days')).toEqual([0, 0, 1, 0]);
    const body = (await history(user, 'distance-run')).json();
    expect(body.changes.map((change: { value: number }) => change.value)).toEqual([0, 1, 2, 1, 12.5, 25]);
    const times = body.changes.map((change: { at: string }) => Date.parse(change.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body).toMatchObject({ metric: 'distance-run', name: 'Distance run', unit: 'km', goal: null });
  });

  it('records a training session on the routine’s metric', async () => {
    const user = await server.signUp();
    const routine = await server.call(routinesApi.create, {
      body: {
        name: 'Legs',
        description: '',
        frequency: 'daily',
        exercises: [{ name: 'Squat', sets: 3, reps: 8, weight: 60 }],
      },
      as: user,
    });
    const routineId = routine.json<{ routineId: string }>().routineId;
    for (let session = 0; session < 2; session += 1) {
      await write(
        server.call(routinesApi.finishSession, { params: { routineId }, body: { sessionId: randomUUID(), score: 10 }, as: user }),
      );
    }
    expect(await valuesOf(user, `rout-${routineId}`)).toEqual([0, 1, 2]);
  });

  it('names the active challenge’s goal on the metric', async () => {
    const user = await server.signUp();
    await submit(user, [{ ...workout }, run]);
    expect((await history(user, 'distance-run')).json().goal).toEqual({ value: 20, gradingType: 'AutomaticHigher' });
    expect((await history(user, 'work-out-days')).json().goal).toEqual({ value: 1, gradingType: 'CheckIn' });
  });

  it('keeps the latest values only, up to the limit, the current one last', async () => {
    const user = await server.signUp();
    await submit(user, [run]);
    await server.database.handle.db.execute(sql`
      insert into metric_changes (user_id, metric, value)
      select ${user.userId}, 'distance-run', n from generate_series(1, ${METRIC_HISTORY_LIMIT + 50}) as n`);
    await write(server.call(challengesApi.setMetric, { params: { metric: 'distance-run' }, body: { value: 7 }, as: user }));
    const values = await valuesOf(user, 'distance-run');
    expect(values).toHaveLength(METRIC_HISTORY_LIMIT);
    expect(values[0]).toBe(52);
    expect(values.at(-1)).toBe(7);
  });

  it('is only ever the caller’s own: a guest gets 401, a metric the caller has not 404, a malformed key 400', async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    await submit(owner, [run]);
    expect((await history(undefined, 'distance-run')).statusCode).toBe(401);
    const foreign = await history(other, 'distance-run');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'metric_not_found', message: 'Metric not found' } });
    const malformed = await history(owner, 'Not_A_Metric');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBeTypeOf('string');
  });
});
