import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesApi, profileApi } from '@gauntlet/core';
import { expectBalancesMatchLedger } from '../../../test/ledger.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

/** The points economy holds against schedules of legal requests that try to farm or escape it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const workout = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 };
const milk = { category: 'Chastity', metric: 'cum-days', gradingType: 'AutomaticHigher', goalValue: 4 };

const submit = (user: TestUser, goals: unknown[], durationDays = 1) =>
  server.call(challengesApi.submit, { body: { title: 'Farm', description: 'Trying', durationDays, goals }, as: user });
const preview = (user: TestUser, goals: unknown[], durationDays = 7) =>
  server.call(challengesApi.preview, { body: { durationDays, goals }, as: user });
const finish = (user: TestUser, values: Record<string, number> = {}) =>
  server.call(challengesApi.finish, { body: { values }, as: user });
const cancel = (user: TestUser) => server.call(challengesApi.cancel, { as: user });
const checkIn = (user: TestUser, metric = 'work-out-days') =>
  server.call(challengesApi.checkIn, { params: { metric }, as: user });
const me = async (user: TestUser) => (await server.call(profileApi.me, { as: user })).json();
const dashboard = async (user: TestUser) => (await server.call(challengesApi.dashboard, { as: user })).json();

async function setMetric(user: TestUser, metric: string, value: number) {
  const response = await server.call(challengesApi.setMetric, { params: { metric }, body: { value }, as: user });
  expect(response.statusCode).toBe(200);
}

describe('goals that ask no effort', () => {
  it('pays nothing for twenty goals already met, however often the challenge is run', async () => {
    const user = await server.signUp();
    const met = Array.from({ length: 20 }, () => ({ ...milk, goalValue: 0 }));
    for (let round = 0; round < 3; round++) {
      const started = await submit(user, met);
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({ rewardPoints: 0, punishmentPoints: 0 });
      expect((await finish(user, { 'cum-days': 0 })).json()).toMatchObject({ rewardPoints: 0, punishmentPoints: 0 });
    }
    expect(await me(user)).toMatchObject({ rewardPoints: 0, punishmentPoints: 0 });
  });

  it('measures "already met" from the metric’s current value, in the preview and the challenge alike', async () => {
    const user = await server.signUp();
    await submit(user, [milk, { category: 'Exercise', metric: 'muscle', gradingType: 'AutomaticLower', goalValue: 9 }], 7);
    await setMetric(user, 'cum-days', 5);
    await setMetric(user, 'muscle', 3);
    await cancel(user);

    const goals = [
      { ...milk, goalValue: 5 }, // higher-is-better at the current 5: met
      { ...milk, goalValue: 6 }, // one above: needs effort
      { category: 'Exercise', metric: 'muscle', gradingType: 'AutomaticLower', goalValue: 3 }, // lower at the current 3: met
      { category: 'Exercise', metric: 'muscle', gradingType: 'AutomaticLower', goalValue: 2 }, // below: needs effort
    ];
    const previewed = (await preview(user, goals)).json().goals;
    const started = (await submit(user, goals, 7)).json().goals;
    for (const points of [previewed, started]) {
      expect(points.map((goal: { rewardPoints: number }) => goal.rewardPoints > 0)).toEqual([false, true, false, true]);
      expect(points[0]).toMatchObject({ rewardPoints: 0, punishmentPoints: 0 });
    }
  });
});

describe('the per-day reward cap', () => {
  it('caps a challenge at 20 RP per day and says what it would have paid', async () => {
    const user = await server.signUp();
    // Chastity 1.5 × 1 day → 2 RP a goal; twelve goals would pay 24.
    await submit(
      user,
      Array.from({ length: 12 }, () => milk),
    );
    const outcome = (await finish(user, { 'cum-days': 4 })).json();
    expect(outcome).toMatchObject({ rewardPoints: 20, uncappedRewardPoints: 24 });
    expect((await me(user)).rewardPoints).toBe(20);
    await expectBalancesMatchLedger(server, user);
  });

  it('pays a calendar day once: a challenge restarted and finished the same day earns nothing more', async () => {
    const user = await server.signUp();
    await submit(user, [workout]);
    await checkIn(user);
    expect((await finish(user)).json()).toMatchObject({ rewardPoints: 1 });
    for (let round = 0; round < 3; round++) {
      await submit(user, [workout]);
      expect((await checkIn(user)).statusCode).toBe(200);
      expect((await finish(user)).json()).toMatchObject({ rewardPoints: 0, uncappedRewardPoints: 1 });
    }
    expect((await me(user)).rewardPoints).toBe(1);
  });

  it('does not count a cancelled challenge’s days as paid', async () => {
    const user = await server.signUp();
    await submit(user, [workout]);
    await cancel(user);
    await submit(user, [workout]);
    await checkIn(user);
    expect((await finish(user)).json()).toMatchObject({ rewardPoints: 1 });
  });
});

describe('check-in days', () => {
  it('keeps counting days in the zone the challenge started in after a zone change', async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are always on different calendar days.
    const user = await server.signUp(undefined, 'Pacific/Kiritimati');
    const started = (await submit(user, [{ ...workout, goalValue: 2 }], 3)).json();
    expect(started.timeZone).toBe('Pacific/Kiritimati');
    expect((await checkIn(user)).statusCode).toBe(200);

    const moved = await server.call(profileApi.updateMe, { body: { timeZone: 'Pacific/Pago_Pago' }, as: user });
    expect(moved.statusCode).toBe(200);
    const second = await checkIn(user);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('already_checked_in');
    expect((await dashboard(user)).metrics[0]).toMatchObject({ currentValue: 1, checkedInToday: true });
  });

  it('refuses a check-in once the challenge’s window is over', async () => {
    const user = await server.signUp();
    const started = (await submit(user, [{ ...workout, goalValue: 2 }], 2)).json();
    await server.database.handle.db.execute(
      sql`update challenges set start_date = start_date - interval '3 days', end_date = end_date - interval '3 days'
          where id = ${started.challengeId}`,
    );
    const refused = await checkIn(user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'challenge_over' });
    expect((await dashboard(user)).metrics[0]).toMatchObject({ currentValue: 0, checkedInToday: false });
  });
});

describe('cancelling with carried punishment points', () => {
  it('owes the worked-off PP again, on top of the cancel penalty', async () => {
    const user = await server.signUp();
    await submit(user, [{ ...workout, goalValue: 1 }, milk]);
    await finish(user); // both fail: PP carried
    const carried = (await me(user)).punishmentPoints;
    expect(carried).toBeGreaterThan(0);

    let picker = (await server.call(challengesApi.challenge, { params: { challengeId: 'punishment' }, as: user })).json();
    while (picker.covered < carried) {
      picker = (await server.call(challengesApi.pick, { body: { metric: picker.offers[0].metric }, as: user })).json();
    }
    expect((await submit(user, [workout])).statusCode).toBe(200);
    expect((await me(user)).punishmentPoints).toBe(0);

    const outcome = (await cancel(user)).json();
    expect(outcome).toMatchObject({ status: 'Cancelled', restoredPunishmentPoints: carried });
    const after = await me(user);
    expect(after.punishmentPoints).toBe(carried + outcome.punishmentPoints);
    expect(after.punishmentPoints).toBeGreaterThanOrEqual(carried);
    await expectBalancesMatchLedger(server, user);
  });
});
