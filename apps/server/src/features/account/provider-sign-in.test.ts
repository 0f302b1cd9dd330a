import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, profileApi, TERMS_REQUIRED_MESSAGE } from '@gauntlet/core';
import { session, user } from '../../db/schema/index.js';
import { sessionCookie, startTestServer, type TestServer } from '../../../test/test-server.js';

/**
 * Sign-in through an outside OpenID Connect provider, against a local mock provider that speaks
 * the real protocol (discovery, authorize, token endpoint with PKCE, signed ID tokens). Each
 * test chooses who the provider says the person is.
 */
interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  preferred_username?: string;
}

let provider: OAuth2Server;
let server: TestServer;
let identity: Identity;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity);
  });
  server = await startTestServer({
    OIDC_ISSUER: provider.issuer.url!,
    OIDC_CLIENT_ID: 'gauntlet-test',
    OIDC_CLIENT_SECRET: 'gauntlet-test-secret',
    OIDC_NAME: 'Test ID',
  });
});
afterAll(async () => {
  await server.close();
  await provider.stop();
});

let people = 0;
function person(overrides: Partial<Identity> = {}): Identity {
  people += 1;
  return { sub: `subject-${people}`, email: `person${people}@example.com`, email_verified: true, ...overrides };
}

/**
 * The browser's round trip: our start route, the provider's authorize page (which answers at
 * once with a code), and the callback back at our server with the cookies the start set.
 */
async function providerSignIn(who: Identity, body: Record<string, unknown> = {}) {
  identity = who;
  const start = await server.call(accountApi.signInWithProvider, { body: { providerId: 'oidc', ...body } });
  expect(start.statusCode).toBe(200);
  const authorize = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  const callbackUrl = back.pathname + back.search;
  const callback = await server.request({ method: 'GET', url: callbackUrl, headers: { cookie: sessionCookie(start) } });
  expect(callback.statusCode).toBe(302);
  return { callback, callbackUrl, location: String(callback.headers.location), cookie: sessionCookie(callback) };
}

const me = (cookie: string) => server.call(profileApi.me, { headers: { cookie } });

describe('sign-in with an outside provider', () => {
  it('names the configured provider for the login form', async () => {
    const response = await server.call(accountApi.providers);
    expect(response.json()).toEqual({ providers: [{ id: 'oidc', name: 'Test ID' }] });
  });

  it('creates no account at a first sign-in without the 18+ confirmation', async () => {
    const newcomer = person();
    const { location, cookie } = await providerSignIn(newcomer);
    expect(location).toBe('/?error=signup_disabled');
    expect(cookie).not.toContain('session_token');
    const users = () => server.database.handle.db.select().from(user).where(eq(user.email, newcomer.email));
    expect(await users()).toHaveLength(0);

    const confirmed = await providerSignIn(newcomer, { acceptTerms: true });
    expect(confirmed.location).toBe('/');
    expect(await users()).toHaveLength(1);
  });

  it('refuses a confirmation that is not true, and a request that tries to ask for a sign-up itself', async () => {
    for (const payload of [
      { providerId: 'oidc', acceptTerms: false },
      { providerId: 'oidc', requestSignUp: true },
    ]) {
      const response = await server.call(accountApi.signInWithProvider, { body: payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    const refused = await server.call(accountApi.signInWithProvider, { body: { providerId: 'oidc', acceptTerms: false } });
    expect(refused.json().error.message).toContain(TERMS_REQUIRED_MESSAGE);
  });

  it('with the confirmation creates the account and profile, signs in and stamps the login', async () => {
    const { location, cookie } = await providerSignIn(
      person({ email: 'Fresh.Face@Example.com', preferred_username: 'fresh face' }),
      {
        acceptTerms: true,
        timeZone: 'Europe/Oslo',
      },
    );
    expect(location).toBe('/');
    const profile = await me(cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      userName: 'fresh_face',
      email: 'fresh.face@example.com',
      rewardPoints: 0,
      punishmentPoints: 0,
      timeZone: 'Europe/Oslo',
      permissions: { role: 'basic', flags: [], subscriptionTier: 'free' },
    });
    expect(Date.parse(profile.json().lastLogin)).toBeGreaterThan(Date.now() - 60_000);
    const exported = await server.call(profileApi.export, { headers: { cookie } });
    expect(exported.json().tables.login_records).toEqual([expect.objectContaining({ ip: '127.0.0.1' })]);
  });

  it('comes back to the page it started from, and takes only a path of this app', async () => {
    const invited = person();
    const back = await providerSignIn(invited, { acceptTerms: true, returnTo: '/partner/invite/abc?x=1' });
    expect(back.location).toBe('/partner/invite/abc?x=1');
    expect((await me(back.cookie)).statusCode).toBe(200);
    for (const returnTo of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'partner', '/a b']) {
      const response = await server.call(accountApi.signInWithProvider, { body: { providerId: 'oidc', returnTo } });
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
  });

  it('signs a returning person in to the same account without asking again', async () => {
    const returning = person();
    const first = await providerSignIn(returning, { acceptTerms: true });
    const userId = (await me(first.cookie)).json().userId;

    const again = await providerSignIn(returning);
    expect(again.location).toBe('/');
    expect((await me(again.cookie)).json().userId).toBe(userId);
    const exported = await server.call(profileApi.export, { headers: { cookie: again.cookie } });
    expect(exported.json().tables.login_records).toHaveLength(2);
  });

  it('makes a suggested user name unique when someone has it already', async () => {
    await server.signUp('Taken_By_Password');
    const { cookie } = await providerSignIn(person({ preferred_username: 'taken_by_password' }), { acceptTerms: true });
    expect((await me(cookie)).json().userName).toBe('taken_by_password-2');
  });

  it('never joins a password account, even for an e-mail the provider verified', async () => {
    const owner = await server.signUp('pw_owner');
    const { location, cookie } = await providerSignIn(person({ email: owner.email }), { acceptTerms: true });
    expect(location).toBe('/?error=account_not_linked');
    expect(cookie).not.toContain('session_token');
    // The account is as it was: its password still signs in, and nothing else does.
    expect((await server.signIn(owner.email)).statusCode).toBe(200);
  });

  it('never joins a password account whose owner verified the address either', async () => {
    const owner = await server.signUp('pw_verified');
    await server.database.handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, owner.userId));
    const { location, cookie } = await providerSignIn(person({ email: owner.email }), { acceptTerms: true });
    // The refusal comes from our check rather than better-auth's, which adds an error_description.
    expect(new URL(location ?? '', 'http://app').searchParams.get('error')).toBe('account_not_linked');
    expect(cookie).not.toContain('session_token');
  });

  it('joins a new identity to an account made by the provider when both e-mails are verified', async () => {
    const original = person();
    const first = await providerSignIn(original, { acceptTerms: true });
    const userId = (await me(first.cookie)).json().userId;

    const moved = await providerSignIn({ ...original, sub: `${original.sub}-moved` });
    expect(moved.location).toBe('/');
    expect((await me(moved.cookie)).json().userId).toBe(userId);
  });

  it('refuses an unverified e-mail with the same answer whether or not it has an account', async () => {
    const owner = await server.signUp('unverified_target');
    const registered = await providerSignIn(person({ email: owner.email, email_verified: false }), { acceptTerms: true });
    const unknown = await providerSignIn(person({ email_verified: false }), { acceptTerms: true });
    expect(registered.location).toBe('/?error=email_not_found');
    expect(unknown.location).toBe(registered.location);
    expect(registered.cookie).not.toContain('session_token');
    expect(unknown.cookie).not.toContain('session_token');
  });

  it('sends a callback with a missing, forged or used state back to the app with an error', async () => {
    const noState = await server.call(accountApi.providerCallback, { params: { providerId: 'oidc' }, query: { code: 'abc' } });
    expect(noState.statusCode).toBe(302);
    expect(noState.headers.location).toBe('http://localhost:3000/?error=state_not_found');

    const forged = await server.call(accountApi.providerCallback, {
      params: { providerId: 'oidc' },
      query: { code: 'abc', state: 'forged' },
    });
    expect(forged.statusCode).toBe(302);
    expect(String(forged.headers.location)).toMatch(/^(http:\/\/localhost:3000)?\/\?error=/);
    expect(sessionCookie(forged)).not.toContain('session_token');

    const used = await providerSignIn(person(), { acceptTerms: true });
    const replay = await server.request({ method: 'GET', url: used.callbackUrl });
    expect(String(replay.headers.location)).toMatch(/^(http:\/\/localhost:3000)?\/\?error=/);
    expect(sessionCookie(replay)).not.toContain('session_token');
  });

  it('refuses an unknown provider and an overlong callback with a 4xx in the error shape', async () => {
    const unknown = await server.call(accountApi.signInWithProvider, { body: { providerId: 'elsewhere' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'unknown_provider', message: expect.any(String) } });
    const overlong = await server.call(accountApi.providerCallback, {
      params: { providerId: 'oidc' },
      query: { code: 'x'.repeat(5000) },
    });
    expect(overlong.statusCode).toBe(400);
    expect(overlong.json().error.code).toBe('validation_failed');
  });
});

describe('deleting an account that has no password', () => {
  const methods = (cookie: string) => server.call(accountApi.signInMethods, { headers: { cookie } });
  const remove = (cookie: string, payload: Record<string, unknown> = {}) =>
    server.call(accountApi.deleteAccount, { body: payload, headers: { cookie } });

  it('needs a sign-in from the last minutes instead of a password', async () => {
    const { cookie } = await providerSignIn(person(), { acceptTerms: true });
    const { userId } = (await me(cookie)).json<{ userId: string }>();
    expect((await methods(cookie)).json()).toMatchObject({ hasPassword: false, providers: ['oidc'] });

    // A session signed in eleven minutes ago is not proof enough.
    await server.database.handle.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(session.userId, userId));
    const stale = await remove(cookie);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('sign_in_again');
    expect((await me(cookie)).statusCode).toBe(200);

    const { cookie: fresh } = await providerSignIn(person({ sub: `subject-${people}`, email: `person${people}@example.com` }));
    expect((await me(fresh)).json().userId).toBe(userId);
    expect((await remove(fresh)).statusCode).toBe(200);
    expect(await server.database.handle.db.select().from(user).where(eq(user.id, userId))).toEqual([]);
  });

  it('still asks a password account for its password', async () => {
    const owner = await server.signUp('pw_keeper');
    const cookie = owner.cookie;
    expect((await methods(cookie)).json()).toMatchObject({ hasPassword: true, providers: [] });
    const refused = await remove(cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_password');
    expect((await me(cookie)).statusCode).toBe(200);
  });
});

describe('without a configured provider', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain.close());

  it('offers none and refuses to start or finish a provider sign-in', async () => {
    expect((await plain.call(accountApi.providers)).json()).toEqual({ providers: [] });
    const start = await plain.call(accountApi.signInWithProvider, { body: { providerId: 'oidc' } });
    expect(start.statusCode).toBe(404);
    expect(start.json().error.code).toBe('unknown_provider');
    const callback = await plain.call(accountApi.providerCallback, {
      params: { providerId: 'oidc' },
      query: { code: 'abc', state: 'x' },
    });
    expect(callback.statusCode).toBe(404);
  });
});
