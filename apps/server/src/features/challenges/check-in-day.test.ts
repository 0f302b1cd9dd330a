import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay, challengesApi } from '@gauntlet/core';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import { checkInOnce } from './check-in.repository.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ZONE = 'Pacific/Auckland';
const workout = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 3 };
const today = () => calendarDay(new Date(), ZONE);

/** A user with a 5-day check-in challenge that started `daysAgo` days ago (in Auckland). */
async function userWithChallenge(daysAgo: number): Promise<TestUser> {
  const user = await server.signUp(undefined, ZONE);
  const started = await server.call(challengesApi.submit, {
    body: { title: 'Training', description: 'Every day', durationDays: 5, goals: [workout] },
    as: user,
  });
  expect(started.statusCode, started.body).toBe(200);
  await server.database.handle.db.execute(sql`
    update challenges set start_date = start_date - make_interval(days => ${daysAgo}),
      end_date = end_date - make_interval(days => ${daysAgo})
    where user_id = ${user.userId}`);
  return user;
}

const checkIn = (user: TestUser, payload?: object) =>
  server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user, ...(payload ? { payload } : {}) });
const dashboard = async (user: TestUser) => (await server.call(challengesApi.dashboard, { as: user })).json();

describe('the day a check-in counts for', () => {
  it('takes today and yesterday once each, and the dashboard says which are done', async () => {
    const user = await userWithChallenge(2);
    const forToday = await checkIn(user, { day: today(), idempotencyKey: randomUUID() });
    expect(forToday.statusCode, forToday.body).toBe(200);
    expect(forToday.json()).toMatchObject({ currentValue: 1, checkedInToday: true, checkedInYesterday: false });
    expect((await dashboard(user)).metrics[0]).toMatchObject({ checkedInToday: true, checkedInYesterday: false });

    const forYesterday = await checkIn(user, { day: addDays(today(), -1), idempotencyKey: randomUUID() });
    expect(forYesterday.statusCode, forYesterday.body).toBe(200);
    expect(forYesterday.json()).toMatchObject({ currentValue: 2, checkedInToday: true, checkedInYesterday: true });
    expect((await dashboard(user)).metrics[0]).toMatchObject({ currentValue: 2, checkedInYesterday: true });

    const again = await checkIn(user, { day: addDays(today(), -1), idempotencyKey: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_checked_in');
  });

  it('refuses two days ago, a day before the start and a day to come, with a message the app shows', async () => {
    const twoDaysIn = await userWithChallenge(2);
    const old = addDays(today(), -2);
    const tooOld = await checkIn(twoDaysIn, { day: old });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().error).toEqual({
      code: 'check_in_day_closed',
      message: expect.stringMatching(new RegExp(`only for today or yesterday: \\w+day ${old} is too long ago`)),
    });
    const future = await checkIn(twoDaysIn, { day: addDays(today(), 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.message).toContain('has not begun yet');

    const startedToday = await userWithChallenge(0);
    const beforeStart = await checkIn(startedToday, { day: addDays(today(), -1) });
    expect(beforeStart.statusCode).toBe(422);
    expect(beforeStart.json().error.message).toMatch(/^Your challenge started after \w+day/);
    expect((await dashboard(startedToday)).metrics[0]).toMatchObject({ currentValue: 0 });
  });

  it('refuses a malformed day or key with 400', async () => {
    const user = await userWithChallenge(0);
    expect((await checkIn(user, { day: 'yesterday' })).statusCode).toBe(400);
    expect((await checkIn(user, { day: '2026-02-30' })).statusCode).toBe(400);
    expect((await checkIn(user, { day: '0000-01-10' })).statusCode).toBe(400);
    expect((await checkIn(user, { idempotencyKey: 'tap-1' })).statusCode).toBe(400);
    expect((await dashboard(user)).metrics[0]).toMatchObject({ currentValue: 0 });
  });
});

describe('idempotency keys', () => {
  it('answers a replay with the same success and applies it once', async () => {
    const user = await userWithChallenge(1);
    const tap = { day: today(), idempotencyKey: randomUUID() };
    const first = await checkIn(user, tap);
    expect(first.statusCode).toBe(200);
    const replay = await checkIn(user, tap);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await dashboard(user)).metrics[0]).toMatchObject({ currentValue: 1 });
  });

  it('applies ten concurrent sends of one tap once, and all of them succeed', async () => {
    const user = await userWithChallenge(1);
    const tap = { day: addDays(today(), -1), idempotencyKey: randomUUID() };
    const responses = await Promise.all(Array.from({ length: 10 }, () => checkIn(user, tap)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.json().currentValue))).toEqual(new Set([1]));
    expect((await dashboard(user)).metrics[0]).toMatchObject({ currentValue: 1, checkedInYesterday: true });
  });

  it('refuses a key reused for another day with 409', async () => {
    const user = await userWithChallenge(1);
    const idempotencyKey = randomUUID();
    expect((await checkIn(user, { day: today(), idempotencyKey })).statusCode).toBe(200);
    const reused = await checkIn(user, { day: addDays(today(), -1), idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect((await dashboard(user)).metrics[0]).toMatchObject({ currentValue: 1, checkedInYesterday: false });
  });

  it('keeps one user’s key from answering for another', async () => {
    const first = await userWithChallenge(0);
    const second = await userWithChallenge(0);
    const idempotencyKey = randomUUID();
    expect((await checkIn(first, { idempotencyKey })).statusCode).toBe(200);
    const other = await checkIn(second, { idempotencyKey });
    expect(other.statusCode).toBe(200);
    expect((await dashboard(second)).metrics[0]).toMatchObject({ currentValue: 1 });
  });
});

describe('a check-in is one statement', () => {
  const execute = (query: SQL) => server.database.handle.db.execute(query);
  const stateOf = async (user: TestUser) => {
    const result = (await execute(sql`
      select (select count(*)::int from check_ins where user_id = ${user.userId}) as check_ins,
        (select current_value from metrics where user_id = ${user.userId} and metric = 'work-out-days') as value,
        (select count(*)::int from metric_changes where user_id = ${user.userId}) as changes,
        (select version from profile_versions where user_id = ${user.userId}) as version`)) as { rows: unknown[] };
    return result.rows[0];
  };

  /** Until the returned function runs, bumping this user's version fails. */
  const refuseVersionBump = async (user: TestUser) => {
    await execute(sql`
      create function refuse_version_bump() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await execute(
      sql.raw(`
      create trigger refuse_version_bump before update on profile_versions for each row
      when (new.user_id = '${user.userId}') execute function refuse_version_bump()`),
    );
    return async () => {
      await execute(sql`drop trigger refuse_version_bump on profile_versions`);
      await execute(sql`drop function refuse_version_bump`);
    };
  };

  it('changes nothing when its last part fails, and records the check-in once it can', async () => {
    const user = await userWithChallenge(1);
    const before = await stateOf(user);
    // The version bump is the statement's last write: make it fail for this user only.
    const allowVersionBump = await refuseVersionBump(user);
    try {
      const failed = await checkIn(user, { idempotencyKey: randomUUID() });
      expect(failed.statusCode).toBe(500);
      expect(failed.json().error.code).toBe('internal');
      expect(await stateOf(user)).toEqual(before);
    } finally {
      await allowVersionBump();
    }
    const recorded = await checkIn(user, { idempotencyKey: randomUUID() });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ currentValue: 1, checkedInToday: true, checkedInYesterday: false });
  });

  it('takes today and yesterday sent at the same time once each', async () => {
    const user = await userWithChallenge(2);
    const days = [today(), addDays(today(), -1)];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => checkIn(user, { day: days[index % 2], idempotencyKey: randomUUID() })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    expect(
      new Set(responses.filter((response) => response.statusCode === 200).map((response) => response.json().currentValue)),
    ).toEqual(new Set([1, 2]));
    expect((await dashboard(user)).metrics[0]).toMatchObject({ currentValue: 2, checkedInToday: true, checkedInYesterday: true });
  });

  // Straight to the repository: requests reach it at moments the test does not control (a
  // session may or may not be in memory), attempts submitted in one turn arrive together.
  const attemptOf = (user: TestUser) => ({
    userId: user.userId,
    metric: 'work-out-days',
    day: null,
    now: new Date(),
    idempotencyKey: randomUUID(),
  });

  it('runs check-ins of several users submitted together as one transaction, each answered for itself', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => userWithChallenge(1)));
    // Each check-in row notes the transaction that wrote it.
    await execute(sql`create table check_in_transactions (user_id text, transaction bigint)`);
    await execute(sql`
      create function note_check_in_transaction() returns trigger language plpgsql as $$
      begin insert into check_in_transactions values (new.user_id, txid_current()); return new; end $$`);
    await execute(sql`
      create trigger note_check_in_transaction after insert on check_ins for each row
      execute function note_check_in_transaction()`);
    try {
      const outcomes = await Promise.all(users.map((user) => checkInOnce(server.database.handle.db, attemptOf(user))));
      outcomes.forEach((outcome, index) => {
        expect(outcome).toMatchObject({
          day: today(),
          recorded: { row: { userId: users[index]!.userId, currentValue: 1 }, otherDayCheckedIn: false },
        });
      });
      const noted = (await execute(sql`select count(*)::int as rows, count(distinct transaction)::int as transactions
        from check_in_transactions`)) as { rows: { rows: number; transactions: number }[] };
      expect(noted.rows[0]).toEqual({ rows: 6, transactions: 1 });
    } finally {
      await execute(sql`drop trigger note_check_in_transaction on check_ins`);
      await execute(sql`drop function note_check_in_transaction`);
      await execute(sql`drop table check_in_transactions`);
    }
  });

  it('records the others when one user’s part of check-ins submitted together fails', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => userWithChallenge(1)));
    const refused = users[2]!;
    const before = await stateOf(refused);
    const allowVersionBump = await refuseVersionBump(refused);
    try {
      const outcomes = await Promise.allSettled(users.map((user) => checkInOnce(server.database.handle.db, attemptOf(user))));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect(await stateOf(refused)).toEqual(before);
      for (const user of users.filter((each) => each !== refused)) {
        expect(await stateOf(user)).toMatchObject({ check_ins: 1, value: 1 });
      }
    } finally {
      await allowVersionBump();
    }
  });
});
