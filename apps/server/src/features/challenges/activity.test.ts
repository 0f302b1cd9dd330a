import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Activity, addDays, calendarDay, challengesApi, checkInStreaks, profileApi } from '@gauntlet/core';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ZONE = 'Europe/Madrid';
const workout = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 };
const meditation = { category: 'Other', metric: 'meditation-days', gradingType: 'CheckIn', goalValue: 1 };

const activity = (userId: string, as?: TestUser) =>
  server.call(challengesApi.activity, { params: { userId }, ...(as ? { as } : {}) });
const setPublic = (user: TestUser, publicActivity: boolean) =>
  server.call(profileApi.updateMe, { body: { publicActivity }, as: user });
const notFound = { error: { code: 'not_found', message: 'User not found' } };

/** A past challenge from `first` to `last` (days in Madrid), cancelled on `cancelled` if given. */
async function pastChallenge(user: TestUser, first: string, last: string, cancelled?: string): Promise<string> {
  const stopped = cancelled ?? last;
  const result = (await server.database.handle.db.execute(sql`
    insert into challenges (user_id, title, description, start_date, end_date, status, time_zone, reward_points, punishment_points, finished_at)
    values (${user.userId}, 'Past', '', ${`${first}T12:00:00Z`}, ${`${last}T12:00:00Z`}, 'completed', ${ZONE}, 1, 1, ${`${stopped}T12:00:00Z`})
    returning id`)) as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

async function pastCheckIns(user: TestUser, challengeId: string, metric: string, days: string[]) {
  for (const day of days) {
    await server.database.handle.db.execute(
      sql`insert into check_ins (user_id, challenge_id, metric, day) values (${user.userId}, ${challengeId}, ${metric}, ${day})`,
    );
  }
}

describe('the check-in calendar', () => {
  it('tells check-ins, missed days, days outside any challenge and days to come apart, with streaks by the core rule', async () => {
    const user = await server.signUp(undefined, ZONE);
    const today = calendarDay(new Date(), ZONE);
    const day = (offset: number) => addDays(today, offset);

    const finished = await pastChallenge(user, day(-20), day(-15));
    await pastCheckIns(user, finished, 'work-out-days', [day(-20), day(-19), day(-17)]);
    await pastCheckIns(user, finished, 'meditation-days', [day(-20)]);
    // Planned to run until three days ago, cancelled eight days ago.
    const cancelled = await pastChallenge(user, day(-10), day(-3), day(-8));
    await pastCheckIns(user, cancelled, 'work-out-days', [day(-10), day(-9)]);
    const started = await server.call(challengesApi.submit, {
      body: { title: 'Now', description: 'This week', durationDays: 7, goals: [workout, meditation] },
      as: user,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user })).statusCode).toBe(200);

    const response = await activity(user.userId, user);
    expect(response.statusCode).toBe(200);
    const body = response.json<Activity>();
    expect(body.today).toBe(today);
    const byDay = new Map(body.days.map((entry) => [entry.day, entry]));
    const expected: [number, number, string][] = [
      [-21, 0, 'outside'],
      [-20, 2, 'checkedIn'],
      [-19, 1, 'checkedIn'],
      [-18, 0, 'missed'],
      [-17, 1, 'checkedIn'],
      [-15, 0, 'missed'],
      [-14, 0, 'outside'],
      [-10, 1, 'checkedIn'],
      [-8, 0, 'missed'],
      [-7, 0, 'outside'],
      [-3, 0, 'outside'],
      [-1, 0, 'outside'],
      [0, 1, 'checkedIn'],
    ];
    for (const [offset, checkIns, state] of expected) {
      expect(byDay.get(day(offset)), `day ${offset}`).toEqual({ day: day(offset), checkIns, state });
    }
    for (const later of body.days.filter((entry) => entry.day > today)) expect(later.state).toBe('future');

    const workoutDays = [day(-20), day(-19), day(-17), day(-10), day(-9), today];
    expect(body.streaks).toEqual([
      { metric: 'meditation-days', name: 'Days with meditation', ...checkInStreaks([day(-20)], new Date(), ZONE) },
      { metric: 'work-out-days', name: 'Workout days', ...checkInStreaks(workoutDays, new Date(), ZONE) },
    ]);
    expect(body.streaks[1]).toMatchObject({ current: 1, longest: 2 });
    expect(body.streaks[0]).toMatchObject({ current: 0, longest: 1 });
  });

  it('answers the owner always, and others only while the owner shows it publicly and to them', async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    const me = await server.call(profileApi.me, { as: owner });
    expect(me.json().publicActivity).toBe(false);

    expect((await activity(owner.userId, owner)).statusCode).toBe(200);
    for (const viewer of [undefined, other]) {
      const hidden = await activity(owner.userId, viewer);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(notFound);
    }

    const shown = await setPublic(owner, true);
    expect(shown.json().publicActivity).toBe(true);
    const visible = await activity(owner.userId, other);
    expect(visible.statusCode).toBe(200);
    expect(visible.json<Activity>().days).toHaveLength(26 * 7);
    // A visitor who is not signed in sees it only once the whole profile is open to them.
    expect((await activity(owner.userId)).json()).toEqual(notFound);
    await server.call(profileApi.updateMe, { body: { publicStats: true }, as: owner });
    expect((await activity(owner.userId)).statusCode).toBe(200);

    await setPublic(owner, false);
    expect((await activity(owner.userId)).statusCode).toBe(404);
    expect((await activity(owner.userId, other)).statusCode).toBe(404);
  });

  it('hides a private calendar exactly as a user who does not exist, and refuses a malformed id', async () => {
    const owner = await server.signUp();
    const unknown = await activity('00000000-0000-4000-8000-000000000000');
    const hidden = await activity(owner.userId);
    expect([unknown.statusCode, hidden.statusCode]).toEqual([404, 404]);
    expect(hidden.json()).toEqual(unknown.json());
    const publicProfile = await server.call(profileApi.publicProfile, {
      params: { userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.json()).toEqual(publicProfile.json());

    const malformed = await activity('not-a-user');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBeTypeOf('string');
    const badSwitch = await server.call(profileApi.updateMe, { body: { publicActivity: 'yes' }, as: owner });
    expect(badSwitch.statusCode).toBe(400);
  });
});
