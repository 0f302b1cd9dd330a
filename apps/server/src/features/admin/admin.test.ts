import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, defaultFlagsFor, POWER_FLAGS, profileApi, type Role, ROLES, tierForRole } from '@gauntlet/core';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import { setRole } from './admin.repository.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function userWithRole(role: Role): Promise<TestUser> {
  const user = await server.signUp();
  await setRole(server.database.handle.db, user.userId, role, defaultFlagsFor(role), tierForRole(role));
  return user;
}

const me = async (user: TestUser, on = server) => (await on.call(profileApi.me, { as: user })).json();

type Action = 'viewUsers' | 'changeRole' | 'addFlag' | 'removeFlag';

const call = (action: Action, as: TestUser, target: TestUser) => {
  switch (action) {
    case 'viewUsers':
      return server.call(adminApi.users, { as });
    case 'changeRole':
      return server.call(adminApi.changeRole, { params: { userId: target.userId }, body: { role: 'gold' }, as });
    case 'addFlag':
      return server.call(adminApi.addFlag, { params: { userId: target.userId }, body: { flag: 'beta_features' }, as });
    case 'removeFlag':
      return server.call(adminApi.removeFlag, { params: { userId: target.userId, flag: 'beta_features' }, as });
  }
};

const ALLOWED: Record<Action, Role[]> = {
  viewUsers: ['admin'],
  changeRole: ['admin'],
  addFlag: ['moderator', 'admin'],
  removeFlag: ['admin'],
};

const DENIED_MESSAGE: Record<Action, string> = {
  viewUsers: 'Insufficient permissions to view all users',
  changeRole: 'Insufficient permissions to update user roles',
  addFlag: 'Insufficient permissions to add user flags',
  removeFlag: 'Insufficient permissions to remove user flags',
};

describe('permission matrix: each role × each admin action × own or other user', () => {
  for (const role of ROLES) {
    for (const action of Object.keys(ALLOWED) as Action[]) {
      for (const target of ['own', 'other'] as const) {
        const allowed = ALLOWED[action].includes(role);
        it(`${role} ${allowed ? 'may' : 'may not'} ${action} on ${target} user`, async () => {
          const actor = await userWithRole(role);
          const subject = target === 'own' ? actor : await userWithRole('basic');
          const before = await me(subject);
          const response = await call(action, actor, subject);
          if (allowed) {
            expect(response.statusCode).toBe(200);
          } else {
            expect(response.statusCode).toBe(403);
            expect(response.json().error.message).toBe(DENIED_MESSAGE[action]);
            expect(await me(subject)).toEqual(before);
          }
        });
      }
    }
  }

  it('lets a basic user with the moderate flag add flags', async () => {
    const actor = await userWithRole('basic');
    const subject = await userWithRole('basic');
    await call('addFlag', await userWithRole('admin'), actor).then((response) => expect(response.statusCode).toBe(200));
    await server.call(adminApi.addFlag, {
      params: { userId: actor.userId },
      body: { flag: 'moderate_content' },
      as: await userWithRole('admin'),
    });
    expect((await call('addFlag', actor, subject)).statusCode).toBe(200);
  });

  it.each(POWER_FLAGS)('lets only an administrator grant %s, which carries power over others', async (flag) => {
    const grant = (as: TestUser, target: TestUser, granted = flag) =>
      server.call(adminApi.addFlag, { params: { userId: target.userId }, body: { flag: granted }, as });
    const moderator = await userWithRole('moderator');
    const flagModerator = await userWithRole('basic');
    await grant(await userWithRole('admin'), flagModerator, 'moderate_content');
    const subject = await userWithRole('basic');
    for (const actor of [moderator, flagModerator]) {
      const refused = await grant(actor, subject);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'forbidden',
        message: 'Only an administrator may grant a flag that carries power over others',
      });
    }
    expect((await me(subject)).permissions.flags).toEqual([]);
    expect((await grant(await userWithRole('admin'), subject)).json().permissions.flags).toEqual([flag]);
  });

  it('refuses anonymous callers with 401', async () => {
    const subject = await userWithRole('basic');
    const response = await server.call(adminApi.users);
    expect(response.statusCode).toBe(401);
    expect(
      (await server.call(adminApi.changeRole, { params: { userId: subject.userId }, body: { role: 'admin' } })).statusCode,
    ).toBe(401);
  });
});

describe('admin actions', () => {
  it('resets flags and tier to the role defaults on a role change', async () => {
    const admin = await userWithRole('admin');
    const subject = await userWithRole('basic');
    await call('addFlag', admin, subject);
    const response = await server.call(adminApi.changeRole, {
      params: { userId: subject.userId },
      body: { role: 'silver' },
      as: admin,
    });
    expect(response.json().permissions).toEqual({
      role: 'silver',
      flags: ['premium_content', 'public_leaderboard'],
      subscriptionTier: 'silver',
    });
    expect((await me(subject)).permissions).toEqual(response.json().permissions);
  });

  it('adds a flag once and removes it', async () => {
    const admin = await userWithRole('admin');
    const subject = await userWithRole('basic');
    await Promise.all([call('addFlag', admin, subject), call('addFlag', admin, subject)]);
    expect((await me(subject)).permissions.flags).toEqual(['beta_features']);
    await call('removeFlag', admin, subject);
    expect((await me(subject)).permissions.flags).toEqual([]);
  });

  it('lists every user with e-mail, permissions and points for an admin', async () => {
    const admin = await userWithRole('admin');
    const rows = (await call('viewUsers', admin, admin)).json();
    expect(rows.find((row: { userId: string }) => row.userId === admin.userId)).toMatchObject({
      email: admin.email,
      permissions: { role: 'admin', subscriptionTier: 'premium' },
    });
  });

  it('answers User not found for an unknown user', async () => {
    const admin = await userWithRole('admin');
    const response = await server.call(adminApi.changeRole, {
      params: { userId: '0b6f4a8e-3a51-4c4f-8a5e-1b2c3d4e5f60' },
      body: { role: 'gold' },
      as: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('User not found');
  });
});

describe('the first admin', () => {
  const claim = (on: TestServer, as: TestUser, code: string) => on.call(adminApi.claimFirstAdmin, { body: { code }, as });

  it('needs the setup code the server wrote to DATA_DIR, and is granted to one of several racing claims', async () => {
    const fresh = await startTestServer();
    try {
      const code = fs.readFileSync(path.join(fresh.database.dataDir, 'admin-setup-code'), 'utf8');
      const users = [await fresh.signUp('first1'), await fresh.signUp('first2'), await fresh.signUp('first3')];
      const state = await fresh.call(adminApi.bootstrapState, { as: users[0] });
      expect(state.json()).toEqual({ adminExists: false });

      const guess = await claim(fresh, users[0]!, 'not-the-code');
      expect(guess.statusCode).toBe(403);
      expect(guess.json().error).toEqual({
        code: 'invalid_setup_code',
        message: expect.stringMatching(/setup code is not right/),
      });
      expect((await me(users[0]!, fresh)).permissions.role).toBe('basic');

      const claims = await Promise.all(users.map((as) => claim(fresh, as, code)));
      expect(claims.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(claims.filter((response) => response.statusCode === 409)).toHaveLength(2);
      expect((await fresh.call(adminApi.bootstrapState, { as: users[1] })).json()).toEqual({
        adminExists: true,
      });
      // Spent: the file is gone and the code no longer works, even for another account.
      expect(fs.existsSync(path.join(fresh.database.dataDir, 'admin-setup-code'))).toBe(false);
      const late = await claim(fresh, await fresh.signUp('first4'), code);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('admin_exists');
    } finally {
      await fresh.close();
    }
  });

  it('takes the code from ADMIN_SETUP_CODE and limits guesses per client address', async () => {
    const fresh = await startTestServer({ ADMIN_SETUP_CODE: 'operator-chosen-code-42', AUTH_RATE_LIMIT: '3' });
    try {
      const user = await fresh.signUp('guesser');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await claim(fresh, user, `guess-${attempt}`)).statusCode);
      expect(statuses).toEqual([403, 403, 403]);
      const limited = await claim(fresh, user, 'operator-chosen-code-42');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toEqual({
        code: 'rate_limited',
        message: expect.stringMatching(/Too many setup code attempts/),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await me(user, fresh)).permissions.role).toBe('basic');

      const other = await fresh.call(adminApi.claimFirstAdmin, {
        body: { code: 'operator-chosen-code-42' },
        remoteAddress: '203.0.113.7',
        as: user,
      });
      expect(other.statusCode).toBe(200);
      expect(other.json().permissions.role).toBe('admin');
    } finally {
      await fresh.close();
    }
  });

  it('prints no code and accepts none when an administrator exists at start', async () => {
    const first = await startTestServer();
    const code = fs.readFileSync(path.join(first.database.dataDir, 'admin-setup-code'), 'utf8');
    const user = await first.signUp('earlyboss');
    expect((await claim(first, user, code)).statusCode).toBe(200);
    fs.writeFileSync(path.join(first.database.dataDir, 'admin-setup-code'), code);
    await first.app.close();
    const restarted = await startTestServer({}, undefined, { ...first.database, handle: first.database.handle });
    try {
      expect(fs.existsSync(path.join(first.database.dataDir, 'admin-setup-code'))).toBe(false);
      const late = await claim(restarted, await restarted.signUp('latecomer'), code);
      expect(late.statusCode).toBe(409);
    } finally {
      await restarted.app.close();
      await first.close();
    }
  });
});

describe('the last administrator', () => {
  it('cannot step down to another role, and two last admins stepping down at once keep one', async () => {
    const fresh = await startTestServer({ ADMIN_SETUP_CODE: 'operator-chosen-code-42' });
    try {
      const first = await fresh.signUp('solo1');
      const second = await fresh.signUp('solo2');
      await fresh.call(adminApi.claimFirstAdmin, { body: { code: 'operator-chosen-code-42' }, as: first });
      const alone = await fresh.call(adminApi.changeRole, {
        params: { userId: first.userId },
        body: { role: 'moderator' },
        as: first,
      });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().error).toEqual({
        code: 'last_admin',
        message: 'You are the only administrator, so you cannot give up the admin role. Make someone else admin first.',
      });

      const promote = await fresh.call(adminApi.changeRole, {
        params: { userId: second.userId },
        body: { role: 'admin' },
        as: first,
      });
      expect(promote.statusCode).toBe(200);
      const demotions = await Promise.all(
        [first, second].map((as) =>
          fresh.call(adminApi.changeRole, { params: { userId: as.userId }, body: { role: 'basic' }, as }),
        ),
      );
      expect(demotions.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const roles = [(await me(first, fresh)).permissions.role, (await me(second, fresh)).permissions.role].sort();
      expect(roles).toEqual(['admin', 'basic']);
    } finally {
      await fresh.close();
    }
  });
});
