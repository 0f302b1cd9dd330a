import { adminApi, challengesApi, defaultFlagsFor, profileApi, tierForRole } from '@gauntlet/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBalancesMatchLedger } from '../../../test/ledger.js';
import { setRole } from '../admin/admin.repository.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const workout = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 };
const run = { category: 'Exercise', metric: 'distance-run', gradingType: 'AutomaticHigher', goalValue: 20 };
const chores = { category: 'House', metric: 'clean-days', gradingType: 'Manual', goalValue: 0 };

const challengeBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Week one',
  description: 'Getting started',
  durationDays: 1,
  goals: [workout],
  ...overrides,
});

async function submit(user: TestUser, overrides: Record<string, unknown> = {}) {
  return server.call(challengesApi.submit, { body: challengeBody(overrides), as: user });
}

const dashboard = async (user: TestUser) => (await server.call(challengesApi.dashboard, { as: user })).json();
const me = async (user: TestUser) => (await server.call(profileApi.me, { as: user })).json();
const finish = (user: TestUser, values: Record<string, number> = {}) =>
  server.call(challengesApi.finish, { body: { values }, as: user });
const cancel = (user: TestUser) => server.call(challengesApi.cancel, { as: user });
const checkIn = (user: TestUser, metric: string) => server.call(challengesApi.checkIn, { params: { metric }, as: user });

describe('submitting a challenge', () => {
  it('computes every goal’s points on the server and refuses client-sent points', async () => {
    const user = await server.signUp();
    const refused = await submit(user, { goals: [{ ...workout, rewardPoints: 1000 }] });
    expect(refused.statusCode).toBe(400);

    const response = await submit(user, { durationDays: 7, goals: [{ ...workout, goalValue: 5 }, chores] });
    expect(response.statusCode).toBe(200);
    const challenge = response.json();
    // base = 7 days × intensity 1 × difficulty 1 × Exercise 1.2 = 8.4; factor 1 (no history).
    expect(challenge.goals[0]).toMatchObject({ title: 'Exercise: Workout days', rewardPoints: 8, punishmentPoints: 8 });
    // House multiplier 1.0: base 7; a Manual goal is stored with the pass mark 50.
    expect(challenge.goals[1]).toMatchObject({ gradingType: 'Manual', goalValue: 50, rewardPoints: 7, punishmentPoints: 7 });
    expect(challenge).toMatchObject({ rewardPoints: 15, punishmentPoints: 15, status: 'active' });
    const span = Date.parse(challenge.endDate) - Date.parse(challenge.startDate);
    expect(span).toBe(7 * 86_400_000 - 1000);
  });

  it('starts without a description, which is then empty', async () => {
    const user = await server.signUp();
    const { description: _none, ...withoutDescription } = challengeBody();
    const response = await server.call(challengesApi.submit, { body: withoutDescription, as: user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Week one', description: '' });
  });

  it('allows only one active challenge', async () => {
    const user = await server.signUp();
    expect((await submit(user)).statusCode).toBe(200);
    const second = await submit(user);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('active_challenge_exists');
  });

  it('holds the single active challenge under concurrent submits', async () => {
    const user = await server.signUp();
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(user)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });

  it.each([
    ['a metric of another category', { ...workout, category: 'House' }],
    ['a grading the category does not allow', { ...workout, category: 'External', metric: 'ext-reading' }],
    ['a check-in goal longer than the challenge', { ...workout, goalValue: 3 }],
    ['a punishment goal typed in by hand', { category: 'Punishment', metric: 'pun-lines', gradingType: 'Manual', goalValue: 1 }],
  ])('refuses %s and creates nothing', async (_label, goal) => {
    const user = await server.signUp();
    const response = await submit(user, { goals: [goal] });
    expect(response.statusCode).toBe(400);
    expect((await dashboard(user)).activeChallenge).toBeNull();
  });

  it('resets check-in metrics to 0, last updated a day earlier, so a restart can check in today', async () => {
    const user = await server.signUp();
    await submit(user);
    await checkIn(user, 'work-out-days');
    await finish(user);
    await submit(user);
    const { metrics } = await dashboard(user);
    expect(metrics).toHaveLength(1);
    expect(metrics[0]).toMatchObject({ metric: 'work-out-days', currentValue: 0, checkedInToday: false });
    expect(Date.now() - Date.parse(metrics[0].lastUpdated)).toBeGreaterThan(86_000_000);

    const again = await checkIn(user, 'work-out-days');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ currentValue: 1, checkedInToday: true });
    expect((await checkIn(user, 'work-out-days')).json().error.code).toBe('already_checked_in');
    expect((await finish(user)).json()).toMatchObject({ goals: [expect.objectContaining({ succeeded: true })] });
  });
});

describe('check-ins and metric controls', () => {
  it('applies 20 concurrent check-ins of one metric on one day once', async () => {
    const user = await server.signUp();
    await submit(user);
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkIn(user, 'work-out-days')));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    const { metrics } = await dashboard(user);
    expect(metrics[0]).toMatchObject({ currentValue: 1, checkedInToday: true });
  });

  it('steps automatic metrics but never below 0, and leaves check-in metrics to check-ins', async () => {
    const user = await server.signUp();
    await submit(user, { goals: [workout, run] });
    const step = (metric: string, delta: number) =>
      server.call(challengesApi.stepMetric, { params: { metric }, body: { delta }, as: user });
    expect((await step('distance-run', 1)).json().currentValue).toBe(1);
    expect((await step('distance-run', -1)).json().currentValue).toBe(0);
    expect((await step('distance-run', -1)).json().currentValue).toBe(0);
    expect((await step('work-out-days', 1)).statusCode).toBe(409);
    const set = await server.call(challengesApi.setMetric, { params: { metric: 'distance-run' }, body: { value: -3 }, as: user });
    expect(set.statusCode).toBe(400);
    expect((await step('no-such-metric', 1)).statusCode).toBe(404);
  });

  it('adds a typed amount as one step, by the same rule as "+", and refuses amounts that are no step', async () => {
    const user = await server.signUp();
    await submit(user, { goals: [workout, run] });
    const step = (metric: string, delta: unknown) =>
      server.call(challengesApi.stepMetric, { params: { metric }, body: { delta }, as: user });
    expect((await step('distance-run', 20)).json()).toMatchObject({ currentValue: 20, gradingType: 'AutomaticHigher' });
    expect((await step('distance-run', 5.3)).json().currentValue).toBe(25.3);
    expect((await step('distance-run', 2.1)).json().currentValue).toBe(27.4);
    expect((await step('distance-run', -30)).json().currentValue).toBe(0);
    for (const delta of [0, 1.234, 1_000_001, '20', null]) {
      const refused = await step('distance-run', delta);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
    // A check-in goal's metric moves only by its check-ins, whatever the amount.
    expect((await step('work-out-days', 20)).json().error.code).toBe('metric_locked');
    expect((await step('distance-run', 1_000_000)).json().currentValue).toBe(1_000_000);
    expect((await step('distance-run', 0.5)).json().currentValue).toBe(1_000_000);
    // Each accepted step is one value in the metric's history; the refused ones left none.
    const history = await server.call(challengesApi.metricHistory, { params: { metric: 'distance-run' }, as: user });
    const values = history.json<{ changes: { value: number }[] }>().changes.map((change) => change.value);
    expect(values).toEqual([0, 20, 25.3, 27.4, 0, 1_000_000, 1_000_000]);
    expect((await dashboard(user)).metrics).toContainEqual(expect.objectContaining({ metric: 'work-out-days', currentValue: 0 }));
  });

  it('writes 100 or 0 with the manual switch', async () => {
    const user = await server.signUp();
    await submit(user, { goals: [chores] });
    const manual = (completed: boolean) =>
      server.call(challengesApi.manualGrade, { params: { metric: 'clean-days' }, body: { completed }, as: user });
    expect((await manual(true)).json().currentValue).toBe(100);
    expect((await manual(false)).json().currentValue).toBe(0);
  });
});

describe('finishing', () => {
  it('grades each goal, adds the points, records the history and keeps the ledger', async () => {
    const user = await server.signUp();
    await submit(user, { goals: [workout, run] });
    await checkIn(user, 'work-out-days');
    const response = await finish(user, { 'distance-run': 12 });
    expect(response.statusCode).toBe(200);
    const outcome = response.json();
    // 1 day: workout passes (reward round(1.2) = 1); the run fails (punishment 1).
    expect(outcome).toMatchObject({ status: 'Completed', rewardPoints: 1, punishmentPoints: 1, cancelPenalty: 0 });
    expect(outcome.goals.map((goal: { succeeded: boolean }) => goal.succeeded)).toEqual([true, false]);
    expect(await me(user)).toMatchObject({ rewardPoints: 1, punishmentPoints: 1 });
    await expectBalancesMatchLedger(server, user);

    const history = await server.call(challengesApi.history, { params: { userId: user.userId }, as: user });
    expect(history.json()).toEqual([
      expect.objectContaining({
        name: 'Week one',
        status: 'Completed',
        rewardPoints: 1,
        punishmentPoints: 1,
        goalsPassed: 1,
        goalCount: 2,
      }),
    ]);
    expect((await dashboard(user)).hasCompletedChallenge).toBe(true);
  });

  it('is refused before the last calendar day', async () => {
    const user = await server.signUp();
    await submit(user, { durationDays: 3 });
    const response = await finish(user);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('not_last_day');
  });

  it('applies once when ten finishes race', async () => {
    const user = await server.signUp();
    await submit(user);
    const responses = await Promise.all(Array.from({ length: 10 }, () => finish(user)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 404)).toHaveLength(9);
    expect((await me(user)).punishmentPoints).toBe(1);
    await expectBalancesMatchLedger(server, user);
  });

  it('applies once when a finish races a cancel', async () => {
    const user = await server.signUp();
    await submit(user);
    const responses = await Promise.all([finish(user), cancel(user), finish(user), cancel(user)]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const history = await server.call(challengesApi.history, { params: { userId: user.userId }, as: user });
    expect(history.json()).toHaveLength(1);
    await expectBalancesMatchLedger(server, user);
  });

  it('takes half the span off the cancel penalty', async () => {
    const user = await server.signUp();
    await submit(user, { durationDays: 1 });
    await cancel(user); // penalty 0 → 5
    await submit(user, { durationDays: 1 });
    await checkIn(user, 'work-out-days');
    await finish(user);
    expect((await me(user)).cancelPenalty).toBe(5); // floor(1 / 2) = 0 off
  });
});

describe('cancelling', () => {
  it('costs the penalty percentage of the goals’ punishment points and raises the penalty', async () => {
    const user = await server.signUp();
    await submit(user, { durationDays: 7, goals: [{ ...workout, goalValue: 5 }] });
    const first = (await cancel(user)).json();
    expect(first).toMatchObject({ status: 'Cancelled', rewardPoints: 0, punishmentPoints: 0, cancelPenalty: 7 });

    await submit(user, { durationDays: 7, goals: [{ ...workout, goalValue: 5 }] });
    const second = (await cancel(user)).json();
    // ceil(7% × 8 PP) = 1; the penalty rises by max(5, 7 days).
    expect(second).toMatchObject({ punishmentPoints: 1, cancelPenalty: 14 });
    expect(await me(user)).toMatchObject({ punishmentPoints: 1, cancelPenalty: 14 });
    await expectBalancesMatchLedger(server, user);
    const statuses = (await server.call(challengesApi.history, { params: { userId: user.userId }, as: user }))
      .json()
      .map((entry: { status: string }) => entry.status);
    expect(statuses).toEqual(['Cancelled', 'Cancelled']);
  });

  it('answers 404 without an active challenge', async () => {
    const user = await server.signUp();
    expect((await cancel(user)).statusCode).toBe(404);
  });
});

describe('suggestions, copies and public reads', () => {
  it('suggests the three templates, targeting the current muscle value', async () => {
    const user = await server.signUp();
    const suggestions = (await server.call(challengesApi.suggestions, { as: user })).json();
    expect(suggestions.map((entry: { title: string }) => entry.title)).toEqual([
      'Regular Himbo Training',
      'Bull Training',
      'Jock Training',
    ]);
    const muscle = suggestions[1].goals.find((goal: { metric: string }) => goal.metric === 'muscle');
    expect(muscle.goalValue).toBe(1);
    const { key: _key, ...jock } = suggestions[2];
    expect((await submit(user, jock)).statusCode).toBe(200);
  });

  it('prices each suggested goal, started as suggested, at its fixed points, before and after a success', async () => {
    const user = await server.signUp();
    type Suggestion = { key: string; durationDays: number; goals: { title: string; goalValue: number }[] };
    const pointsOf = async (suggestion: Suggestion) => {
      const preview = await server.call(challengesApi.preview, {
        body: { durationDays: suggestion.durationDays, goals: suggestion.goals },
        as: user,
      });
      return Object.fromEntries(
        preview
          .json()
          .goals.map((goal: { title: string; rewardPoints: number; punishmentPoints: number }) => [
            goal.title,
            [goal.rewardPoints, goal.punishmentPoints],
          ]),
      );
    };
    const suggestions = async () => (await server.call(challengesApi.suggestions, { as: user })).json<Suggestion[]>();
    const fixed = {
      'Regular Himbo Training': { Workout: [5, 5], 'Hold your testosterone': [7, 10] },
      'Bull Training': { Workout: [5, 5], 'Milk your balls': [4, 4], 'Grow Muscle': [10, 12] },
      'Jock Training': { 'Stay locked': [7, 10], Workout: [5, 5], 'Run!': [7, 10] },
    };
    const [himbo, bull, jock] = await suggestions();
    expect([await pointsOf(himbo!), await pointsOf(bull!), await pointsOf(jock!)]).toEqual(Object.values(fixed));

    const { key: _key, ...started } = jock!;
    const submitted = await submit(user, started);
    expect(
      submitted
        .json()
        .goals.map((goal: { rewardPoints: number; punishmentPoints: number }) => [goal.rewardPoints, goal.punishmentPoints]),
    ).toEqual(Object.values(fixed['Jock Training']));
    await checkIn(user, 'work-out-days');
    await finish(user);
    expect(await pointsOf((await suggestions())[0]!)).toEqual(fixed['Regular Himbo Training']);

    const changed = { ...himbo!, goals: [{ ...himbo!.goals[0]!, goalValue: 6 }] };
    expect((await pointsOf(changed)).Workout).not.toEqual([5, 5]);
  });

  it('copies the previous challenge without its punishment goals, or says there is none', async () => {
    const user = await server.signUp();
    const none = await server.call(challengesApi.previous, { as: user });
    expect(none.json()).toBeNull();
    await submit(user, { goals: [workout, run] });
    await finish(user);
    const previous = (await server.call(challengesApi.previous, { as: user })).json();
    expect(previous).toMatchObject({ title: 'Week one', durationDays: 7 });
    expect(previous.goals.map((goal: { metric: string }) => goal.metric)).toEqual(['work-out-days', 'distance-run']);
  });

  it('shows every signed-in player a user’s current challenges', async () => {
    const user = await server.signUp();
    await submit(user);
    const response = await server.call(challengesApi.current, { params: { userId: user.userId }, as: await server.signUp() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    expect(response.body).not.toContain(user.email);
  });
});

describe('one challenge', () => {
  const read = (user: TestUser | undefined, challengeId: string) =>
    server.call(challengesApi.challenge, { params: { challengeId }, as: user });

  it('shows its owner the goals, and how it ended once it did', async () => {
    const user = await server.signUp();
    const { challengeId } = (await submit(user, { goals: [workout, chores] })).json();
    const running = await read(user, challengeId);
    expect(running.statusCode).toBe(200);
    expect(running.json()).toMatchObject({ challengeId, title: 'Week one', status: 'active', outcome: null });
    expect(running.json().goals.map((goal: { metric: string }) => goal.metric)).toEqual(['work-out-days', 'clean-days']);

    await checkIn(user, 'work-out-days');
    const finished = (await finish(user)).json();
    const ended = (await read(user, challengeId)).json();
    expect(ended.status).toBe('completed');
    expect(ended.outcome).toMatchObject({
      challengeId,
      status: 'Completed',
      rewardPoints: finished.rewardPoints,
      punishmentPoints: finished.punishmentPoints,
    });
  });

  it('is not found for anyone else, refused to guests, and a malformed id is a 400', async () => {
    const owner = await server.signUp();
    const { challengeId } = (await submit(owner)).json();
    const stranger = await server.signUp();
    const hidden = await read(stranger, challengeId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: { code: 'not_found', message: 'Challenge not found' } });
    expect((await read(owner, crypto.randomUUID())).json()).toEqual(hidden.json());
    expect((await read(undefined, challengeId)).statusCode).toBe(401);
    expect((await read(owner, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('premium challenges', () => {
  it('are offered only to users with the premium_content flag', async () => {
    const user = await server.signUp();
    const refused = await server.call(challengesApi.premium, { as: user });
    expect(refused.statusCode).toBe(403);
    const admin = await server.signUp();
    await setRole(server.database.handle.db, admin.userId, 'admin', defaultFlagsFor('admin'), tierForRole('admin'));
    const granted = await server.call(adminApi.addFlag, {
      params: { userId: user.userId },
      body: { flag: 'premium_content' },
      as: admin,
    });
    expect(granted.statusCode).toBe(200);
    const offered = await server.call(challengesApi.premium, { as: user });
    expect(offered.statusCode).toBe(200);
    expect(offered.json().map((entry: { title: string }) => entry.title)).toEqual(['Iron Week', 'Monk Mode', 'Century Club']);
    expect((await submit(user, { ...offered.json()[0], key: undefined, durationDays: 7 })).statusCode).toBe(200);
  });
});
