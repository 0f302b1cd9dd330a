import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesApi, profileApi } from '@gauntlet/core';
import { expectBalancesMatchLedger } from '../../../test/ledger.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const workout = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 };
const oneDay = { title: 'One day', description: 'Quick', durationDays: 1, goals: [workout] };

const submit = (user: TestUser, body: Record<string, unknown> = oneDay) =>
  server.call(challengesApi.submit, { body: body, as: user });
const finish = (user: TestUser) => server.call(challengesApi.finish, { body: {}, as: user });
const state = async (user: TestUser) =>
  (await server.call(challengesApi.challenge, { params: { challengeId: 'punishment' }, as: user })).json();
const pick = (user: TestUser, metric: string) => server.call(challengesApi.pick, { body: { metric }, as: user });
const unpick = (user: TestUser, metric: string) => server.call(challengesApi.unpick, { params: { metric }, as: user });
const reroll = (user: TestUser) => server.call(challengesApi.reroll, { as: user });
const me = async (user: TestUser) => (await server.call(profileApi.me, { as: user })).json();

/** A user who failed a one-day challenge (carrying PP) or passed one (holding RP). */
async function userWith(outcome: 'failed' | 'passed') {
  const user = await server.signUp();
  await submit(user);
  if (outcome === 'passed') await server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user });
  await finish(user);
  return user;
}

describe('punishment goals', () => {
  it('offers three goals drawn on the server with their cost', async () => {
    const user = await server.signUp();
    const first = await state(user);
    expect(first.offers).toHaveLength(3);
    expect(first).toMatchObject({ picked: [], required: 0, covered: 0, rerollCost: 1 });
    for (const offer of first.offers) {
      expect(offer.metric).toMatch(/^pun-/);
      expect(offer.cost).toBe(Math.ceil(offer.punishmentPoints / 2));
    }
    expect((await state(user)).offers).toEqual(first.offers);
  });

  it('refuses a challenge until the picked goals cover the carried PP, then works the PP off', async () => {
    const user = await userWith('failed');
    const carried = (await me(user)).punishmentPoints;
    expect(carried).toBeGreaterThan(0);
    const refused = await submit(user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('punishment_not_covered');

    let picker = await state(user);
    const pickedMetrics: string[] = [];
    while (picker.covered < carried) {
      const offer = picker.offers[0];
      const response = await pick(user, offer.metric);
      expect(response.statusCode).toBe(200);
      picker = response.json();
      pickedMetrics.push(offer.metric);
      expect(picker.offers.map((entry: { metric: string }) => entry.metric)).not.toContain(offer.metric);
    }
    expect(picker).toMatchObject({ required: carried });

    const accepted = await submit(user);
    expect(accepted.statusCode).toBe(200);
    const punishmentGoals = accepted.json().goals.slice(1);
    expect(punishmentGoals.map((goal: { metric: string }) => goal.metric)).toEqual(pickedMetrics);
    expect(punishmentGoals[0]).toMatchObject({ category: 'Punishment', rewardPoints: 1 });
    expect((await me(user)).punishmentPoints).toBe(0);
    await expectBalancesMatchLedger(server, user);
    expect((await state(user)).picked).toEqual([]);
  });

  it('puts a new goal in the place of a picked offer and leaves the other offers where they were', async () => {
    const user = await server.signUp();
    const before = (await state(user)).offers.map((offer: { metric: string }) => offer.metric);
    const picked = await pick(user, before[1]);
    expect(picked.statusCode).toBe(200);
    const after = picked.json().offers.map((offer: { metric: string }) => offer.metric);
    expect(after).toHaveLength(3);
    expect([after[0], after[2]]).toEqual([before[0], before[2]]);
    expect(before).not.toContain(after[1]);
    expect(picked.json().picked.map((offer: { metric: string }) => offer.metric)).toEqual([before[1]]);
  });

  it('takes a pick out again until the challenge is submitted, and only a pick', async () => {
    const user = await userWith('failed');
    const carried = (await me(user)).punishmentPoints;
    const [first, second] = (await state(user)).offers.map((offer: { metric: string }) => offer.metric);
    await pick(user, first);
    const twoPicks = (await pick(user, second)).json();
    expect(twoPicks.covered).toBeGreaterThan(0);

    const removed = await unpick(user, first);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().picked.map((offer: { metric: string }) => offer.metric)).toEqual([second]);
    expect(removed.json().covered).toBeLessThan(twoPicks.covered);
    expect(removed.json().offers).toEqual(twoPicks.offers);

    const notPicked = await unpick(user, first);
    expect(notPicked.statusCode).toBe(409);
    expect(notPicked.json().error.code).toBe('not_picked');
    expect((await state(user)).picked.map((offer: { metric: string }) => offer.metric)).toEqual([second]);

    // The picks now cover the PP; once the challenge is submitted they are its goals, no longer picks.
    let picker = await state(user);
    while (picker.covered < carried) picker = (await pick(user, picker.offers[0].metric)).json();
    expect((await submit(user)).statusCode).toBe(200);
    const afterSubmit = await unpick(user, second);
    expect(afterSubmit.statusCode).toBe(409);
    expect(afterSubmit.json().error.code).toBe('not_picked');
    expect((await me(user)).punishmentPoints).toBe(0);
    await expectBalancesMatchLedger(server, user);
  });

  it('refuses to pick a goal that is not on offer', async () => {
    const user = await server.signUp();
    const { offers } = await state(user);
    const other = ['pun-cold-shower', 'pun-lines', 'pun-garden', 'pun-stretch'].find(
      (metric) => !offers.some((offer: { metric: string }) => offer.metric === metric),
    )!;
    const response = await pick(user, other);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('not_offered');
  });

  it('charges 1 RP per reroll at once and refuses one the user cannot afford', async () => {
    const user = await userWith('passed');
    const earned = (await me(user)).rewardPoints;
    expect(earned).toBeGreaterThan(0);
    const before = await state(user);
    const rerolled = await reroll(user);
    expect(rerolled.statusCode).toBe(200);
    expect(rerolled.json().offers).not.toEqual(before.offers);
    expect((await me(user)).rewardPoints).toBe(earned - 1);
    for (let spent = 1; spent < earned; spent += 1) expect((await reroll(user)).statusCode).toBe(200);

    const broke = await reroll(user);
    expect(broke.statusCode).toBe(409);
    expect(broke.json().error.code).toBe('cannot_afford');
    await expectBalancesMatchLedger(server, user);
  });

  it('refuses a reroll while a challenge is active, and charges nothing', async () => {
    const user = await userWith('passed');
    const earned = (await me(user)).rewardPoints;
    expect((await submit(user)).statusCode).toBe(200);
    const refused = await reroll(user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('active_challenge_exists');
    expect((await me(user)).rewardPoints).toBe(earned);
  });

  it('never lets concurrent rerolls spend more than the user has', async () => {
    const user = await userWith('passed');
    const earned = (await me(user)).rewardPoints;
    const responses = await Promise.all(Array.from({ length: earned + 5 }, () => reroll(user)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(earned);
    expect((await me(user)).rewardPoints).toBe(0);
    await expectBalancesMatchLedger(server, user);
  });
});
