import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  accountApi,
  adminApi,
  challengesApi,
  defaultFlagsFor,
  profileApi,
  slideshowApi,
  tierForRole,
  type ApiRoute,
} from '@gauntlet/core';
import { ReadCache } from '../src/db/read-cache.js';
import { setRole } from '../src/features/admin/admin.repository.js';
import { getDashboard } from '../src/features/challenges/challenges.service.js';
import { getMyProfile } from '../src/features/profile/profile.service.js';
import { movePoints } from '../src/ledger/ledger.repository.js';
import { TEST_PASSWORD, type TestServer, type TestUser } from './test-server.js';

/**
 * Every kind of change the cached reads (the dashboard, the profile and the session with
 * its permissions) show, for the read-cache tests on one instance and across two: each sets a
 * user up, changes something through the API of the writing instance, and says what a reading
 * instance must answer afterwards.
 */
export interface ChangeCase {
  name: string;
  setUp(writer: TestServer): Promise<TestUser>;
  /** Makes the change through the API; its answer must be a success. */
  change(writer: TestServer, user: TestUser): Promise<void>;
  /** Throws (an expect) while `reader` answers anything but what the change leads to. */
  shows(reader: TestServer, user: TestUser): Promise<void>;
}

/** What the database says now, read without any cache. */
const truth = async (server: TestServer, user: TestUser) => ({
  dashboard: await getDashboard(server.database.handle.db, new ReadCache(0), user.userId),
  profile: await getMyProfile(server.database.handle.db, user.userId),
});

/** The reader's dashboard and profile are what the database holds. */
async function readsMatchDatabase(reader: TestServer, user: TestUser) {
  const [dashboard, profile] = await Promise.all([
    reader.call(challengesApi.dashboard, { as: user }),
    reader.call(profileApi.me, { as: user }),
  ]);
  const expected = await truth(reader, user);
  expect(dashboard.json()).toEqual(JSON.parse(JSON.stringify(expected.dashboard)));
  expect(profile.json()).toEqual(JSON.parse(JSON.stringify(expected.profile)));
}

/** Reads the user's dashboard and profile twice, so both (and the session) are kept in memory. */
export async function primeReads(reader: TestServer, user: TestUser) {
  for (let round = 0; round < 2; round += 1) {
    expect((await reader.call(challengesApi.dashboard, { as: user })).statusCode).toBe(200);
    expect((await reader.call(profileApi.me, { as: user })).statusCode).toBe(200);
  }
}

/** The reads as they are before the change, to show that the change altered them. */
export async function currentReads(reader: TestServer, user: TestUser) {
  return {
    dashboard: (await reader.call(challengesApi.dashboard, { as: user })).body,
    profile: (await reader.call(profileApi.me, { as: user })).body,
  };
}

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
};

const withChallenge = async (writer: TestServer) => {
  const user = await writer.signUp();
  await ok(
    writer.call(challengesApi.submit, {
      body: {
        title: 'Cached week',
        description: 'Read from memory',
        durationDays: 1,
        goals: [{ category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 }],
      },
      as: user,
    }),
  );
  return user;
};

const withPoints = async (writer: TestServer) => {
  const user = await writer.signUp();
  await movePoints(writer.database.handle.db, {
    userId: user.userId,
    deltaRewardPoints: 5,
    deltaPunishmentPoints: 5,
    reason: 'challenge_finished',
  });
  return user;
};

/** The administrator who changes roles and flags (made directly, before anything reads them). */
const admins = new WeakMap<TestServer, Promise<TestUser>>();
const adminOf = (writer: TestServer) => {
  let admin = admins.get(writer);
  if (!admin) {
    admin = writer.signUp().then(async (user) => {
      await setRole(writer.database.handle.db, user.userId, 'admin', defaultFlagsFor('admin'), tierForRole('admin'));
      return user;
    });
    admins.set(writer, admin);
  }
  return admin;
};

/** `send` as the writer's administrator. */
const asAdmin = async (writer: TestServer, send: (admin: TestUser) => Promise<LightMyRequestResponse>) =>
  ok(send(await adminOf(writer)));

/** The status a route without path parameters answers `user`. */
const status = async (reader: TestServer, route: ApiRoute, user: TestUser) => (await reader.call(route, { as: user })).statusCode;

export const changeCases: ChangeCase[] = [
  {
    name: 'a check-in',
    setUp: withChallenge,
    change: (writer, user) => ok(writer.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user })),
    async shows(reader, user) {
      const dashboard = (await reader.call(challengesApi.dashboard, { as: user })).json();
      expect(dashboard.metrics[0]).toMatchObject({ currentValue: 1, checkedInToday: true });
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a finish',
    setUp: withChallenge,
    change: (writer, user) => ok(writer.call(challengesApi.finish, { body: { values: {} }, as: user })),
    async shows(reader, user) {
      expect((await reader.call(challengesApi.dashboard, { as: user })).json()).toMatchObject({ activeChallenge: null });
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a cancel',
    setUp: withChallenge,
    change: (writer, user) => ok(writer.call(challengesApi.cancel, { as: user })),
    async shows(reader, user) {
      expect((await reader.call(challengesApi.dashboard, { as: user })).json()).toMatchObject({ activeChallenge: null });
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a punishment reroll',
    setUp: withPoints,
    change: (writer, user) => ok(writer.call(challengesApi.reroll, { as: user })),
    async shows(reader, user) {
      expect((await reader.call(profileApi.me, { as: user })).json()).toMatchObject({ rewardPoints: 4 });
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a slide draw',
    setUp: withPoints,
    change: (writer, user) =>
      ok(writer.call(slideshowApi.draw, { body: { drawId: crypto.randomUUID(), slideId: 'pushups-10' }, as: user })),
    async shows(reader, user) {
      expect((await reader.call(profileApi.me, { as: user })).json()).toMatchObject({ rewardPoints: 4, punishmentPoints: 3 });
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a rename',
    setUp: withChallenge,
    change: (writer, user) => ok(writer.call(profileApi.updateMe, { body: { userName: `${user.userName}x` }, as: user })),
    async shows(reader, user) {
      expect((await reader.call(profileApi.me, { as: user })).json()).toMatchObject({ userName: `${user.userName}x` });
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a role granted',
    setUp: (writer) => writer.signUp(),
    change: (writer, user) =>
      asAdmin(writer, (admin) =>
        writer.call(adminApi.changeRole, { params: { userId: user.userId }, body: { role: 'admin' }, as: admin }),
      ),
    async shows(reader, user) {
      expect(await status(reader, adminApi.users, user)).toBe(200);
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a role taken away',
    async setUp(writer) {
      const user = await writer.signUp();
      await setRole(writer.database.handle.db, user.userId, 'admin', defaultFlagsFor('admin'), tierForRole('admin'));
      return user;
    },
    change: (writer, user) =>
      asAdmin(writer, (admin) =>
        writer.call(adminApi.changeRole, { params: { userId: user.userId }, body: { role: 'basic' }, as: admin }),
      ),
    async shows(reader, user) {
      expect(await status(reader, adminApi.users, user)).toBe(403);
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a flag granted',
    setUp: (writer) => writer.signUp(),
    change: (writer, user) =>
      asAdmin(writer, (admin) =>
        writer.call(adminApi.addFlag, { params: { userId: user.userId }, body: { flag: 'premium_content' }, as: admin }),
      ),
    async shows(reader, user) {
      expect(await status(reader, challengesApi.premium, user)).toBe(200);
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a flag taken away',
    async setUp(writer) {
      const user = await writer.signUp();
      await asAdmin(writer, (admin) =>
        writer.call(adminApi.addFlag, { params: { userId: user.userId }, body: { flag: 'premium_content' }, as: admin }),
      );
      return user;
    },
    change: (writer, user) =>
      asAdmin(writer, (admin) =>
        writer.call(adminApi.removeFlag, { params: { userId: user.userId, flag: 'premium_content' }, as: admin }),
      ),
    async shows(reader, user) {
      expect(await status(reader, challengesApi.premium, user)).toBe(403);
      await readsMatchDatabase(reader, user);
    },
  },
  {
    name: 'a sign-out',
    setUp: withChallenge,
    change: (writer, user) => ok(writer.call(accountApi.signOut, { as: user })),
    async shows(reader, user) {
      expect(await status(reader, profileApi.me, user)).toBe(401);
      expect(await status(reader, challengesApi.dashboard, user)).toBe(401);
    },
  },
  {
    name: 'an account deletion',
    setUp: withChallenge,
    change: (writer, user) => ok(writer.call(accountApi.deleteAccount, { body: { password: TEST_PASSWORD }, as: user })),
    async shows(reader, user) {
      expect(await status(reader, profileApi.me, user)).toBe(401);
      expect(await status(reader, challengesApi.dashboard, user)).toBe(401);
    },
  },
];
