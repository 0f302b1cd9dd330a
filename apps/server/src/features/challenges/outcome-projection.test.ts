import type { LightMyRequestResponse } from 'fastify';
import { challengesApi, type Dashboard, type FinishOutcome, gradeChallenge } from '@gauntlet/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

/**
 * The dashboard projects a challenge's outcome with core's `gradeChallenge` from what its read
 * returns; the finish must then pay exactly that.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const workout = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 };
const locked = { category: 'Chastity', metric: 'cage-days', gradingType: 'CheckIn', goalValue: 1 };
const milk = { category: 'Chastity', metric: 'cum-days', gradingType: 'AutomaticHigher', goalValue: 4 };
const arms = { category: 'Exercise', metric: 'muscle', gradingType: 'AutomaticLower', goalValue: 3 };
const tidy = { category: 'House', metric: 'clean-days', gradingType: 'Manual', goalValue: 0 };

async function ok(sent: Promise<LightMyRequestResponse>) {
  const response = await sent;
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const start = (user: TestUser, title: string, goals: unknown[], durationDays = 1) =>
  ok(server.call(challengesApi.submit, { body: { title, description: 'Projected', durationDays, goals }, as: user }));
const setMetric = (user: TestUser, metric: string, value: number) =>
  ok(server.call(challengesApi.setMetric, { params: { metric }, body: { value }, as: user }));
const dashboard = (user: TestUser): Promise<Dashboard> => ok(server.call(challengesApi.dashboard, { as: user }));
const finish = (user: TestUser): Promise<FinishOutcome> =>
  ok(server.call(challengesApi.finish, { body: { values: {} }, as: user }));

/** Picks offered punishment goals until they cover the carried PP, so that the next challenge can start. */
async function coverPunishment(user: TestUser) {
  let picker = await ok(server.call(challengesApi.challenge, { params: { challengeId: 'punishment' }, as: user }));
  while (picker.covered < picker.required) {
    picker = await ok(server.call(challengesApi.pick, { body: { metric: picker.offers[0].metric }, as: user }));
  }
}

/** What the dashboard shows as "if it ended today", computed from its read alone. */
function project({ activeChallenge, metrics, rewardCap }: Dashboard) {
  const valueOf = new Map(metrics.map((metric) => [metric.metric, metric.currentValue]));
  const goals = activeChallenge!.goals.map((goal) => ({ ...goal, currentValue: valueOf.get(goal.metric) ?? 0 }));
  return gradeChallenge(goals, rewardCap);
}

function expectFinishedAsProjected(finished: FinishOutcome, projected: ReturnType<typeof project>) {
  expect(finished).toMatchObject({
    rewardPoints: projected.rewardPoints,
    uncappedRewardPoints: projected.uncappedRewardPoints,
    punishmentPoints: projected.punishmentPoints,
  });
  expect(
    finished.goals.map(({ succeeded, rewardPoints, punishmentPoints }) => ({ succeeded, rewardPoints, punishmentPoints })),
  ).toEqual(projected.goals);
}

describe('the projected outcome', () => {
  it('is what the finish pays, cap, lower-is-better, manual goals and start values included', async () => {
    const user = await server.signUp();
    // The automatic metrics get values before the challenge: 1 release day, 5 cm.
    await start(user, 'Setup', [milk, arms], 7);
    await setMetric(user, 'cum-days', 1);
    await setMetric(user, 'muscle', 5);
    await ok(server.call(challengesApi.cancel, { as: user }));

    const milkGoals = Array.from({ length: 10 }, () => milk);
    await start(user, 'Projected day', [workout, locked, arms, tidy, ...milkGoals]);
    const started = await dashboard(user);
    expect(started.rewardCap).toBe(20);
    expect(started.activeChallenge!.goals.map((goal) => [goal.metric, goal.startValue])).toEqual([
      ['work-out-days', 0],
      ['cage-days', 0],
      ['muscle', 5],
      ['clean-days', 0],
      ...milkGoals.map(() => ['cum-days', 1]),
    ]);

    await ok(server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user }));
    await ok(server.call(challengesApi.manualGrade, { params: { metric: 'clean-days' }, body: { completed: true }, as: user }));
    await setMetric(user, 'cum-days', 4);
    await setMetric(user, 'muscle', 4);

    const projected = project(await dashboard(user));
    expect(projected.goals.map((goal) => goal.succeeded)).toEqual([true, false, false, true, ...milkGoals.map(() => true)]);
    expect(projected.uncappedRewardPoints).toBeGreaterThan(20);
    expect(projected.rewardPoints).toBe(20);
    expect(projected.punishmentPoints).toBeGreaterThan(0);

    const finished = await finish(user);
    expectFinishedAsProjected(finished, projected);
    expect(finished.previous).toBeNull();
  });

  it('pays nothing on an already paid day, as projected, and the finish compares with the challenge before', async () => {
    const user = await server.signUp();
    await start(user, 'First day', [workout, locked]);
    await ok(server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user }));
    const first = await finish(user);
    await coverPunishment(user);

    await start(user, 'Same day again', [workout]);
    await ok(server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user }));
    const again = await dashboard(user);
    expect(again.rewardCap).toBe(0);
    const projected = project(again);
    expect(projected.rewardPoints).toBe(0);
    expect(projected.uncappedRewardPoints).toBeGreaterThan(0);

    const finished = await finish(user);
    expectFinishedAsProjected(finished, projected);
    expect(finished.previous).toEqual({
      name: 'First day',
      finishedDate: expect.any(String),
      rewardPoints: first.rewardPoints,
      punishmentPoints: first.punishmentPoints,
      goalsPassed: 1,
      goalCount: 2,
    });
    expect(first.rewardPoints).toBeGreaterThan(0);
    expect(first.punishmentPoints).toBeGreaterThan(0);
  });

  it('compares with the last finished challenge, not a cancelled one', async () => {
    const user = await server.signUp();
    await start(user, 'Finished', [workout]);
    await ok(server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user }));
    await finish(user);
    await start(user, 'Cancelled', [workout], 7);
    await ok(server.call(challengesApi.cancel, { as: user }));
    await start(user, 'Latest', [workout]);
    expect((await finish(user)).previous).toMatchObject({ name: 'Finished', goalsPassed: 1, goalCount: 1 });
  });
});
