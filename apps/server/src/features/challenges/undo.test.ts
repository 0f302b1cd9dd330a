import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay, challengesApi, profileApi } from '@gauntlet/core';
import { expectBalancesMatchLedger } from '../../../test/ledger.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ZONE = 'America/New_York';
const today = () => calendarDay(new Date(), ZONE);
const workout = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 };
const limit = { category: 'Chastity', metric: 'cum-days', gradingType: 'AutomaticLower', goalValue: 0 };
const grow = { category: 'Exercise', metric: 'muscle', gradingType: 'AutomaticHigher', goalValue: 3 };
const manual = { category: 'House', metric: 'clean-days', gradingType: 'Manual', goalValue: 0 };

/** A user (in New York) with a challenge of these goals that started `daysAgo` days ago and lasts `days`. */
async function userWithChallenge(goals: object[], { daysAgo = 1, days = 3 } = {}): Promise<TestUser> {
  const user = await server.signUp(undefined, ZONE);
  const started = await server.call(challengesApi.submit, {
    body: { title: 'Undo', description: 'Mis-taps happen', durationDays: days, goals },
    as: user,
  });
  expect(started.statusCode, started.body).toBe(200);
  await server.database.handle.db.execute(sql`
    update challenges set start_date = start_date - make_interval(days => ${daysAgo}),
      end_date = end_date - make_interval(days => ${daysAgo})
    where user_id = ${user.userId}`);
  return user;
}

/** Moves what the user did so far a day back, as if it had been done yesterday. */
async function madeYesterday(user: TestUser) {
  const { db } = server.database.handle;
  await db.execute(sql`update check_ins set created_at = created_at - interval '1 day' where user_id = ${user.userId}`);
  await db.execute(sql`update metric_changes set created_at = created_at - interval '1 day' where user_id = ${user.userId}`);
}

const checkIn = (user: TestUser, day = today(), idempotencyKey = randomUUID()) =>
  server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, body: { day, idempotencyKey }, as: user });
const undoCheckIn = (user: TestUser, day = today(), metric = 'work-out-days') =>
  server.call(challengesApi.undoCheckIn, { params: { metric }, payload: { day }, as: user });
const undoChange = (user: TestUser, metric: string) => server.call(challengesApi.undoChange, { params: { metric }, as: user });
const step = (user: TestUser, metric: string, delta: 1 | -1) =>
  server.call(challengesApi.stepMetric, { params: { metric }, body: { delta }, as: user });
const dashboardMetric = async (user: TestUser, metric: string) =>
  ((await server.call(challengesApi.dashboard, { as: user })).json().metrics as { metric: string }[]).find(
    (entry) => entry.metric === metric,
  );
const streak = async (user: TestUser) =>
  (await server.call(challengesApi.activity, { params: { userId: user.userId }, as: user })).json().streaks[0];

describe('undoing a check-in', () => {
  it('takes today’s check-in back once: the day is open again, the streak and the calendar forget it, the history keeps it', async () => {
    const user = await userWithChallenge([workout]);
    expect((await checkIn(user)).statusCode).toBe(200);
    expect(await streak(user)).toMatchObject({ current: 1 });

    const undone = await undoCheckIn(user);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ currentValue: 0, checkedInToday: false });
    expect(await dashboardMetric(user, 'work-out-days')).toMatchObject({ currentValue: 0, checkedInToday: false });
    expect(await streak(user)).toMatchObject({ current: 0 });

    const again = await undoCheckIn(user);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('nothing_to_undo');
    expect(await dashboardMetric(user, 'work-out-days')).toMatchObject({ currentValue: 0 });

    expect((await checkIn(user)).json()).toMatchObject({ currentValue: 1, checkedInToday: true });
    const { tables } = (await server.call(profileApi.export, { as: user })).json();
    expect(tables.check_in_undos).toEqual([expect.objectContaining({ metric: 'work-out-days', day: today() })]);
  });

  it('applies ten concurrent undos of one check-in once', async () => {
    const user = await userWithChallenge([workout]);
    await checkIn(user, addDays(today(), -1));
    await checkIn(user);
    const responses = await Promise.all(Array.from({ length: 10 }, () => undoCheckIn(user)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.json().error?.code === 'nothing_to_undo')).toHaveLength(9);
    expect(await dashboardMetric(user, 'work-out-days')).toMatchObject({
      currentValue: 1,
      checkedInToday: false,
      checkedInYesterday: true,
    });
  });

  it('does not record a late replay of the tap it took back', async () => {
    const user = await userWithChallenge([workout]);
    const key = randomUUID();
    expect((await checkIn(user, today(), key)).statusCode).toBe(200);
    expect((await undoCheckIn(user)).statusCode).toBe(200);
    const replay = await checkIn(user, today(), key);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe('check_in_undone');
    expect(await dashboardMetric(user, 'work-out-days')).toMatchObject({ currentValue: 0, checkedInToday: false });
  });

  it('takes back a check-in for yesterday made today, but not one made yesterday', async () => {
    const forgotten = await userWithChallenge([workout]);
    await checkIn(forgotten, addDays(today(), -1));
    const undone = await undoCheckIn(forgotten, addDays(today(), -1));
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ currentValue: 0, checkedInYesterday: false });

    const settled = await userWithChallenge([workout]);
    await checkIn(settled, addDays(today(), -1));
    await madeYesterday(settled);
    const refused = await undoCheckIn(settled, addDays(today(), -1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('undo_day_over');
    expect(await dashboardMetric(settled, 'work-out-days')).toMatchObject({ currentValue: 1, checkedInYesterday: true });
  });

  it('refuses a malformed day, a metric the user lacks and a goal that is not a check-in, changing nothing', async () => {
    const user = await userWithChallenge([workout, limit]);
    await checkIn(user);
    expect((await undoCheckIn(user, 'today')).statusCode).toBe(400);
    const noDay = await server.call(challengesApi.undoCheckIn, { params: { metric: 'work-out-days' }, payload: {}, as: user });
    expect(noDay.statusCode).toBe(400);
    const unknown = await undoCheckIn(user, today(), 'distance-run');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('metric_not_found');
    const notCheckIn = await undoCheckIn(user, today(), 'cum-days');
    expect(notCheckIn.statusCode).toBe(409);
    expect(notCheckIn.json().error.code).toBe('not_a_check_in_goal');
    expect(await dashboardMetric(user, 'work-out-days')).toMatchObject({ currentValue: 1, checkedInToday: true });
  });

  it('moves no points: the finish pays as if the check-in had never been made', async () => {
    const user = await userWithChallenge([workout], { daysAgo: 0, days: 1 });
    await checkIn(user);
    await undoCheckIn(user);
    const finished = await server.call(challengesApi.finish, { body: {}, as: user });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().goals[0]).toMatchObject({ succeeded: false, rewardPoints: 0 });
    expect(await expectBalancesMatchLedger(server, user)).toEqual({
      rewardPoints: 0,
      punishmentPoints: finished.json().punishmentPoints,
    });
  });
});

describe('undoing a step or a switch', () => {
  it('puts the value back as it was before the latest tap, once', async () => {
    const user = await userWithChallenge([limit, grow]);
    await step(user, 'muscle', 1);
    await step(user, 'muscle', 1);
    const undone = await undoChange(user, 'muscle');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ currentValue: 1 });
    const again = await undoChange(user, 'muscle');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('nothing_to_undo');

    await step(user, 'cum-days', 1);
    const racing = await Promise.all(Array.from({ length: 5 }, () => undoChange(user, 'cum-days')));
    expect(racing.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await dashboardMetric(user, 'cum-days')).toMatchObject({ currentValue: 0 });
    expect(await dashboardMetric(user, 'muscle')).toMatchObject({ currentValue: 1 });
  });

  it('turns the manual switch back', async () => {
    const user = await userWithChallenge([manual]);
    const on = await server.call(challengesApi.manualGrade, {
      params: { metric: 'clean-days' },
      body: { completed: true },
      as: user,
    });
    expect(on.json()).toMatchObject({ currentValue: 100 });
    const undone = await undoChange(user, 'clean-days');
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ currentValue: 0 });
  });

  it('refuses a tap of an earlier day, a check-in goal and a metric of no goal, changing nothing', async () => {
    const user = await userWithChallenge([workout, grow]);
    await step(user, 'muscle', 1);
    await checkIn(user);
    await madeYesterday(user);
    const dayOver = await undoChange(user, 'muscle');
    expect(dayOver.statusCode).toBe(409);
    expect(dayOver.json().error.code).toBe('undo_day_over');
    const checkInGoal = await undoChange(user, 'work-out-days');
    expect(checkInGoal.statusCode).toBe(409);
    expect(checkInGoal.json().error.code).toBe('nothing_to_undo');
    expect((await undoChange(user, 'distance-run')).statusCode).toBe(404);
    expect(await dashboardMetric(user, 'muscle')).toMatchObject({ currentValue: 1 });
    expect(await dashboardMetric(user, 'work-out-days')).toMatchObject({ currentValue: 1 });
  });
});
