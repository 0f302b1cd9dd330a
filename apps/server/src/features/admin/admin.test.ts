import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFlagsFor, ROLES, tierForRole, type Role } from '@gauntlet/core';
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

const me = async (user: TestUser) => (await server.request({ method: 'GET', url: '/api/profile/me', as: user })).json();

type Action = 'viewUsers' | 'changeRole' | 'addFlag' | 'removeFlag';

const call = (action: Action, as: TestUser, target: TestUser) => {
  switch (action) {
    case 'viewUsers':
      return server.request({ method: 'GET', url: '/api/admin/users', as });
    case 'changeRole':
      return server.request({ method: 'PUT', url: `/api/admin/users/${target.userId}/role`, payload: { role: 'gold' }, as });
    case 'addFlag':
      return server.request({
        method: 'POST',
        url: `/api/admin/users/${target.userId}/flags`,
        payload: { flag: 'beta_features' },
        as,
      });
    case 'removeFlag':
      return server.request({ method: 'DELETE', url: `/api/admin/users/${target.userId}/flags/beta_features`, as });
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
    await server.request({
      method: 'POST',
      url: `/api/admin/users/${actor.userId}/flags`,
      payload: { flag: 'moderate_content' },
      as: await userWithRole('admin'),
    });
    expect((await call('addFlag', actor, subject)).statusCode).toBe(200);
  });

  it('refuses anonymous callers with 401', async () => {
    const subject = await userWithRole('basic');
    const response = await server.request({ method: 'GET', url: '/api/admin/users' });
    expect(response.statusCode).toBe(401);
    expect(
      (await server.request({ method: 'PUT', url: `/api/admin/users/${subject.userId}/role`, payload: { role: 'admin' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('admin actions', () => {
  it('resets flags and tier to the role defaults on a role change', async () => {
    const admin = await userWithRole('admin');
    const subject = await userWithRole('basic');
    await call('addFlag', admin, subject);
    const response = await server.request({
      method: 'PUT',
      url: `/api/admin/users/${subject.userId}/role`,
      payload: { role: 'silver' },
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
    const response = await server.request({
      method: 'PUT',
      url: '/api/admin/users/0b6f4a8e-3a51-4c4f-8a5e-1b2c3d4e5f60/role',
      payload: { role: 'gold' },
      as: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('User not found');
  });
});

describe('the first admin', () => {
  it('is granted to exactly one of several racing claims, and never once an admin exists', async () => {
    const fresh = await startTestServer();
    try {
      const users = [await fresh.signUp('first1'), await fresh.signUp('first2'), await fresh.signUp('first3')];
      const state = await fresh.request({ method: 'GET', url: '/api/admin/bootstrap', as: users[0] });
      expect(state.json()).toEqual({ adminExists: false });
      const claims = await Promise.all(users.map((as) => fresh.request({ method: 'POST', url: '/api/admin/bootstrap', as })));
      expect(claims.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(claims.filter((response) => response.statusCode === 409)).toHaveLength(2);
      expect((await fresh.request({ method: 'GET', url: '/api/admin/bootstrap', as: users[1] })).json()).toEqual({
        adminExists: true,
      });
    } finally {
      await fresh.close();
    }
  });
});
