import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, adminApi, profileApi } from '@gauntlet/core';
import { startTestServer, sessionCookie, TEST_PASSWORD, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signUpPayload = (overrides: Record<string, unknown> = {}) => ({
  email: 'New.Person@Example.com',
  password: TEST_PASSWORD,
  username: 'new_person',
  acceptTerms: true,
  timeZone: 'America/New_York',
  ...overrides,
});

describe('sign-up', () => {
  it('refuses an account without the 18+ and terms confirmation and creates nothing', async () => {
    const response = await server.call(accountApi.signUp, {
      body: signUpPayload({ acceptTerms: false, email: 'noterms@example.com' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('You must accept the Terms of Use and Privacy Policy to register.');
    const login = await server.signIn('noterms@example.com');
    expect(login.statusCode).toBe(401);
  });

  it.each([
    ['a short password', { password: '12345' }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['a too long local part', { email: `${'a'.repeat(65)}@example.com` }],
    ['a short username', { username: 'ab' }],
    ['a username with spaces', { username: 'bad name' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }],
    ['an extra field', { role: 'admin' }],
  ])('refuses %s with a 400 in the error shape', async (_label, overrides) => {
    const response = await server.call(accountApi.signUp, { body: signUpPayload(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
  });

  it('creates the profile with the spec defaults, the browser time zone and a signed-in session', async () => {
    const response = await server.call(accountApi.signUp, { body: signUpPayload() });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toContain('session_token');

    const me = await server.call(profileApi.me, { headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      userName: 'new_person',
      email: 'new.person@example.com',
      rewardPoints: 0,
      punishmentPoints: 0,
      cancelPenalty: 0,
      publicStats: false,
      profilePicture: null,
      timeZone: 'America/New_York',
      permissions: { role: 'basic', flags: [], subscriptionTier: 'free' },
    });
    expect(Date.parse(me.json().lastLogin)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a user name someone already has, whatever its letter case, and creates nothing', async () => {
    await server.signUp('Taken_Name');
    const response = await server.call(accountApi.signUp, {
      body: signUpPayload({ email: 'copycat@example.com', username: 'taken_NAME' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'username_taken', message: 'This user name is taken. Choose another one.' },
    });
    expect(sessionCookie(response)).toBe('');
    expect((await server.signIn('copycat@example.com')).statusCode).toBe(401);
    const retried = await server.call(accountApi.signUp, {
      body: signUpPayload({ email: 'copycat@example.com', username: 'original_name' }),
    });
    expect(retried.statusCode).toBe(200);

    const racing = await Promise.all(
      ['racer1', 'racer2'].map((local) =>
        server.call(accountApi.signUp, {
          body: signUpPayload({ email: `${local}@example.com`, username: `Racer_${local === 'racer1' ? 'x' : 'X'}` }),
        }),
      ),
    );
    expect(racing.map((entry) => entry.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers a sign-up for a registered e-mail like a fresh one, signs nobody in and leaves the account alone', async () => {
    const owner = await server.signUp('registered');
    const fresh = await server.call(accountApi.signUp, {
      body: signUpPayload({ email: 'never.seen@example.com', username: 'never_seen' }),
    });
    const taken = await server.call(accountApi.signUp, {
      body: signUpPayload({ email: owner.email.toUpperCase(), username: 'impostor', password: 'another-password' }),
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json().userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(taken.json().userId).not.toBe(owner.userId);
    expect(taken.body).not.toMatch(/exist/i);
    expect(sessionCookie(taken)).toBe('');

    expect((await server.signIn(owner.email, 'another-password')).statusCode).toBe(401);
    const ownerLogin = await server.signIn(owner.email);
    expect(ownerLogin.statusCode).toBe(200);
    expect(ownerLogin.json().userId).toBe(owner.userId);
    const me = await server.call(profileApi.me, { as: owner });
    expect(me.json().userName).toBe('registered');
    const impostor = await server.call(profileApi.publicProfile, { params: { userId: taken.json().userId }, as: owner });
    expect(impostor.statusCode).toBe(404);
  });
});

describe('sign-in', () => {
  it('gives the same generic error for a wrong password and an unknown e-mail', async () => {
    const user = await server.signUp('generic');
    const wrongPassword = await server.signIn(user.email, 'wrong-password');
    const unknownEmail = await server.signIn('nobody@example.com', 'wrong-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
  });

  it('stamps lastLogin and writes a login record with the client ip on every sign-in', async () => {
    const user = await server.signUp('stamper');
    const before = await server.call(profileApi.export, { as: user });
    expect(before.json().tables.login_records).toHaveLength(1);

    const login = await server.signIn(user.email);
    expect(login.statusCode).toBe(200);
    const exported = await server.call(profileApi.export, { as: user });
    const { tables, profile } = exported.json();
    expect(tables.login_records).toHaveLength(2);
    const latest = tables.login_records.at(-1);
    expect(latest).toMatchObject({ ip: '127.0.0.1', userId: user.userId });
    expect(profile.lastLogin).toBe(latest.createdAt);
  });

  it('keeps the chosen time zone at the next sign-in', async () => {
    const user = await server.signUp('traveller');
    const chosen = await server.call(profileApi.updateMe, { body: { timeZone: 'Asia/Tokyo' }, as: user });
    expect(chosen.statusCode).toBe(200);
    const signedIn = await server.signIn(user.email);
    expect(signedIn.statusCode).toBe(200);
    const me = await server.call(profileApi.me, { as: user });
    expect(me.json().timeZone).toBe('Asia/Tokyo');
  });

  it('ends the session on sign-out', async () => {
    const user = await server.signUp('leaver');
    const out = await server.call(accountApi.signOut, { as: user });
    expect(out.statusCode).toBe(200);
    const me = await server.call(profileApi.me, { as: user });
    expect(me.statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it('answers 429 once a client exceeds the sign-in attempts of a minute', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await limited.signIn('nobody@example.com', 'wrong-password')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await limited.signIn('nobody@example.com', 'wrong-password');
      expect(last.json().error.code).toBe('rate_limited');
      // A forged X-Forwarded-For does not make a new client while no proxy is trusted.
      const spoofed = await limited.call(accountApi.signIn, {
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-gauntlet-client-ip': '203.0.113.10' },
        body: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      expect(spoofed.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  it.each([
    ['1', 'one proxy'],
    ['true', 'true, meaning one proxy'],
    ['127.0.0.1', "the proxy's address"],
  ])(
    'TRUST_PROXY=%s (%s) takes the address the proxy appended, so a forged X-Forwarded-For cannot dodge the limit',
    async (trustProxy) => {
      const limited = await startTestServer({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: trustProxy });
      try {
        // The client forges the leftmost entries; the proxy (at 127.0.0.1) appends what it saw.
        const attempt = (forged: string, seen: string) =>
          limited.call(accountApi.signIn, {
            headers: { 'x-forwarded-for': `${forged}, ${seen}` },
            body: { email: 'nobody@example.com', password: 'wrong-password' },
          });
        const statuses = [];
        for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
          statuses.push((await attempt(forged, '198.51.100.7')).statusCode);
        }
        expect(statuses).toEqual([401, 401, 429]);
        expect((await attempt('203.0.113.4', '198.51.100.8')).statusCode).toBe(401);

        const user = await limited.call(accountApi.signUp, {
          headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.9' },
          body: signUpPayload({ email: 'proxied@example.com', username: 'proxied' }),
        });
        const exported = await limited.call(profileApi.export, { headers: { cookie: sessionCookie(user) } });
        expect(exported.json().tables.login_records.map((record: { ip: string }) => record.ip)).toEqual(['198.51.100.9']);
      } finally {
        await limited.close();
      }
    },
  );
});

describe('account deletion', () => {
  it('limits password checks per client address and per account, answering 429 in the error shape', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT: '3' });
    try {
      const user = await limited.signUp('hammered');
      const neighbour = await limited.signUp('neighbour');
      const remove = (as: typeof user, password: string, remoteAddress = '127.0.0.1') =>
        limited.call(accountApi.deleteAccount, { body: { password }, remoteAddress, as });

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await remove(user, `wrong-${attempt}`)).statusCode);
      expect(statuses).toEqual([400, 400, 400]);
      const refused = await remove(user, TEST_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: 'rate_limited', message: 'Too many password attempts. Wait a minute and try again.' },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The account's own count holds from another address, and the address's for another account.
      expect((await remove(user, TEST_PASSWORD, '203.0.113.5')).statusCode).toBe(429);
      expect((await remove(neighbour, TEST_PASSWORD)).statusCode).toBe(429);
      for (const who of [user, neighbour]) {
        expect((await limited.call(profileApi.me, { as: who })).statusCode).toBe(200);
      }
      expect((await remove(neighbour, TEST_PASSWORD, '203.0.113.6')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('keeps the account when the password is wrong', async () => {
    const user = await server.signUp('keeper');
    const response = await server.call(accountApi.deleteAccount, { body: { password: 'not-my-password' }, as: user });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_password');
    expect((await server.call(profileApi.me, { as: user })).statusCode).toBe(200);
  });

  it("keeps the last administrator's account, and deletes it once another administrator exists", async () => {
    const fresh = await startTestServer({ ADMIN_SETUP_CODE: 'operator-chosen-code-42' });
    try {
      const boss = await fresh.signUp('onlyboss');
      const deputy = await fresh.signUp('deputy');
      const claim = await fresh.call(adminApi.claimFirstAdmin, { body: { code: 'operator-chosen-code-42' }, as: boss });
      expect(claim.statusCode).toBe(200);
      const remove = () => fresh.call(accountApi.deleteAccount, { body: { password: TEST_PASSWORD }, as: boss });

      const refused = await remove();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'last_admin',
        message: 'You are the only administrator, so you cannot delete your account. Make someone else admin first.',
      });
      expect((await fresh.call(profileApi.me, { as: boss })).statusCode).toBe(200);

      const promote = await fresh.call(adminApi.changeRole, {
        params: { userId: deputy.userId },
        body: { role: 'admin' },
        as: boss,
      });
      expect(promote.statusCode).toBe(200);
      expect((await remove()).statusCode).toBe(200);
      expect((await fresh.call(profileApi.me, { as: boss })).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });

  it('removes every trace of the user after the password is re-entered', async () => {
    const user = await server.signUp('goner');
    const response = await server.call(accountApi.deleteAccount, { body: { password: TEST_PASSWORD }, as: user });
    expect(response.statusCode).toBe(200);
    expect((await server.call(profileApi.publicProfile, { params: { userId: user.userId } })).statusCode).toBe(404);
    expect((await server.call(profileApi.me, { as: user })).statusCode).toBe(401);
    expect((await server.signIn(user.email)).statusCode).toBe(401);
    const recent = await server.call(profileApi.recent, { as: await server.signUp() });
    expect(recent.json().map((entry: { userId: string }) => entry.userId)).not.toContain(user.userId);
  });
});
