import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesApi, routinesApi } from '@gauntlet/core';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signUp();
  stranger = await server.signUp();
});
afterAll(() => server.close());

const legDay = {
  name: 'Leg day',
  description: 'Squats first',
  frequency: '3x-week',
  exercises: [
    { name: 'Squat', sets: 3, reps: 8, weight: 60 },
    { name: 'Lunge', sets: 2, reps: 12, weight: 10 },
  ],
};

const create = (as: TestUser, body: Record<string, unknown> = legDay) => server.call(routinesApi.create, { body: body, as });

describe('routines', () => {
  it('creates, lists, updates and deletes the owner’s routines', async () => {
    const created = await create(owner);
    expect(created.statusCode).toBe(200);
    const routine = created.json();
    expect(routine).toMatchObject({ ...legDay, userId: owner.userId });

    const list = await server.call(routinesApi.mine, { as: owner });
    expect(list.json().map((entry: { routineId: string }) => entry.routineId)).toContain(routine.routineId);

    const reordered = { ...legDay, exercises: [...legDay.exercises].reverse() };
    const updated = await server.call(routinesApi.replace, {
      params: { routineId: routine.routineId },
      body: reordered,
      as: owner,
    });
    expect(updated.json().exercises.map((exercise: { name: string }) => exercise.name)).toEqual(['Lunge', 'Squat']);

    const deleted = await server.call(routinesApi.remove, { params: { routineId: routine.routineId }, as: owner });
    expect(deleted.statusCode).toBe(200);
    expect((await server.call(routinesApi.get, { params: { routineId: routine.routineId }, as: owner })).statusCode).toBe(404);
  });

  it.each([
    ['no name', { ...legDay, name: '' }],
    ['no exercises', { ...legDay, exercises: [] }],
    ['an exercise without a name', { ...legDay, exercises: [{ name: ' ', sets: 1, reps: 1, weight: 0 }] }],
    ['negative reps', { ...legDay, exercises: [{ name: 'Squat', sets: 1, reps: -1, weight: 0 }] }],
    ['an unknown frequency', { ...legDay, frequency: 'hourly' }],
  ])('refuses a routine with %s', async (_label, body) => {
    const response = await create(owner, body);
    expect(response.statusCode).toBe(400);
  });

  it('says the spec’s message for a missing name or exercise', async () => {
    const response = await create(owner, { ...legDay, exercises: [] });
    expect(response.json().error.message).toContain('Please fill in routine name and add at least one exercise.');
  });

  it('hides and protects a routine from everyone but its owner', async () => {
    const { routineId } = (await create(owner)).json();
    const params = { routineId };
    expect((await server.call(routinesApi.get, { params, as: stranger })).statusCode).toBe(404);
    expect((await server.call(routinesApi.replace, { params, body: legDay, as: stranger })).statusCode).toBe(404);
    expect((await server.call(routinesApi.remove, { params, as: stranger })).statusCode).toBe(404);
    const session = { sessionId: crypto.randomUUID(), score: 3 };
    expect((await server.call(routinesApi.finishSession, { params, body: session, as: stranger })).statusCode).toBe(404);
    const list = await server.call(routinesApi.mine, { as: stranger });
    expect(list.json()).toEqual([]);
    expect((await server.call(routinesApi.get, { params, as: owner })).statusCode).toBe(200);
  });
});

describe('training', () => {
  it('only moves sets and reps up, and starts them over when the weight goes up', async () => {
    const { routineId } = (await create(owner)).json();
    const train = (field: string) =>
      server.call(routinesApi.incrementExercise, { params: { routineId, index: '0' }, body: { field }, as: owner });
    expect((await train('sets')).json().exercises[0]).toEqual({ name: 'Squat', sets: 4, reps: 8, weight: 60 });
    expect((await train('reps')).json().exercises[0]).toEqual({ name: 'Squat', sets: 4, reps: 9, weight: 60 });
    expect((await train('weight')).json().exercises[0]).toEqual({ name: 'Squat', sets: 0, reps: 0, weight: 61 });
    expect((await train('height')).statusCode).toBe(400);
    const missing = await server.call(routinesApi.incrementExercise, {
      params: { routineId, index: '9' },
      body: { field: 'sets' },
      as: owner,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to go past an exercise’s maximum, even in a burst, and the routine still loads', async () => {
    const atLimit = {
      ...legDay,
      exercises: [{ name: 'Plank', sets: 998, reps: 10_000, weight: 10_000 }],
    };
    const { routineId } = (await create(owner, atLimit)).json();
    const train = (field: string) =>
      server.call(routinesApi.incrementExercise, { params: { routineId, index: '0' }, body: { field }, as: owner });
    const burst = await Promise.all(Array.from({ length: 5 }, () => train('sets')));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(burst.find((response) => response.statusCode === 409)!.json()).toEqual({
      error: { code: 'exercise_at_maximum', message: 'Plank is at the maximum of 1000 sets.' },
    });
    for (const field of ['reps', 'weight']) expect((await train(field)).statusCode).toBe(409);

    const list = await server.call(routinesApi.mine, { as: owner });
    expect(list.statusCode).toBe(200);
    const stored = list.json().find((routine: { routineId: string }) => routine.routineId === routineId);
    expect(stored.exercises).toEqual([{ name: 'Plank', sets: 1000, reps: 10_000, weight: 10_000 }]);
  });

  it('logs a session and counts it on the routine metric once, however often it is sent', async () => {
    const { routineId } = (await create(owner)).json();
    const session = { sessionId: crypto.randomUUID(), score: 7 };
    const send = () => server.call(routinesApi.finishSession, { params: { routineId }, body: session, as: owner });
    const responses = await Promise.all([send(), send(), send()]);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        metric: `rout-${routineId}`,
        metricValue: 1,
        log: { routineName: 'Leg day', score: 7 },
      });
    }
    const again = await server.call(routinesApi.finishSession, {
      params: { routineId },
      body: { sessionId: crypto.randomUUID(), score: 0 },
      as: owner,
    });
    expect(again.json().metricValue).toBe(2);
    const negative = await server.call(routinesApi.finishSession, {
      params: { routineId },
      body: { sessionId: crypto.randomUUID(), score: -1 },
      as: owner,
    });
    expect(negative.statusCode).toBe(400);
  });

  it('shows anyone the ten latest logs, newest first', async () => {
    const { routineId } = (await create(owner, { ...legDay, name: 'Arms' })).json();
    for (let score = 1; score <= 12; score += 1) {
      await server.call(routinesApi.finishSession, {
        params: { routineId },
        body: { sessionId: crypto.randomUUID(), score },
        as: owner,
      });
    }
    const logs = await server.call(routinesApi.logs, { params: { userId: owner.userId }, as: owner });
    expect(logs.statusCode).toBe(200);
    expect(logs.json()).toHaveLength(10);
    expect(logs.json()[0]).toMatchObject({ routineName: 'Arms', score: 12 });
    const chart = await server.call(routinesApi.logs, {
      params: { userId: owner.userId },
      query: { routineId, limit: '50' },
      as: owner,
    });
    expect(chart.json()).toHaveLength(12);
  });

  it('satisfies a routine goal of the active challenge', async () => {
    const user = await server.signUp();
    const { routineId } = (await create(user)).json();
    const goal = { category: 'Routines', metric: `rout-${routineId}`, gradingType: 'None', goalValue: 1 };
    const challenge = await server.call(challengesApi.submit, {
      body: { title: 'Train', description: 'Once', durationDays: 1, goals: [goal] },
      as: user,
    });
    expect(challenge.json().goals[0]).toMatchObject({ title: 'Routine: Leg day', gradingType: 'None', goalValue: 1 });
    // Only training completes it: the metrics screen's plus and number are refused.
    const byHand = await server.call(challengesApi.stepMetric, {
      params: { metric: `rout-${routineId}` },
      body: { delta: 1 },
      as: user,
    });
    expect(byHand.json().error.code).toBe('metric_locked');
    const setByHand = await server.call(challengesApi.setMetric, {
      params: { metric: `rout-${routineId}` },
      body: { value: 1 },
      as: user,
    });
    expect(setByHand.statusCode).toBe(409);
    await server.call(routinesApi.finishSession, {
      params: { routineId },
      body: { sessionId: crypto.randomUUID(), score: 4 },
      as: user,
    });
    const outcome = await server.call(challengesApi.finish, { body: {}, as: user });
    expect(outcome.json().goals[0].succeeded).toBe(true);
  });

  it("refuses a routine goal on someone else's routine", async () => {
    const { routineId } = (await create(owner)).json();
    const goal = { category: 'Routines', metric: `rout-${routineId}`, gradingType: 'None', goalValue: 1 };
    const response = await server.call(challengesApi.submit, {
      body: { title: 'Borrowed', description: 'Nope', durationDays: 1, goals: [goal] },
      as: stranger,
    });
    expect(response.statusCode).toBe(400);
  });
});
