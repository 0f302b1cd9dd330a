import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, challengesApi, profileApi, SESSION_IDLE_DAYS, slideshowApi } from '@gauntlet/core';
import { profiles } from '../../db/schema/index.js';
import { sessionEnd, setSessionEnd } from '../../../test/session-ends.js';
import { sessionCookie, startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

const DAY_MS = 86_400_000;
const SESSION_SECONDS = SESSION_IDLE_DAYS * 86_400;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sessionCookieOf = (response: { cookies: { name: string; value: string; maxAge?: number }[] }) =>
  response.cookies.find((cookie) => cookie.name.endsWith('session_token'));

/** Whether `actual` is within a minute of `expected`. */
const nearly = (actual: Date, expected: number) => Math.abs(actual.getTime() - expected) < 60_000;

describe('a session', () => {
  it(`lasts ${SESSION_IDLE_DAYS} days from its sign-in, in the database and in the browser`, async () => {
    const signedUp = await server.call(accountApi.signUp, {
      body: {
        email: 'lasting@example.com',
        password: 'correct-horse-1',
        username: 'lasting',
        acceptTerms: true,
        timeZone: 'UTC',
      },
    });
    expect(sessionCookieOf(signedUp)?.maxAge).toBe(SESSION_SECONDS);
    const user = { userId: '', email: '', userName: '', cookie: sessionCookie(signedUp) };
    expect(nearly(await sessionEnd(server, user), Date.now() + SESSION_SECONDS * 1000)).toBe(true);
  });

  it('used on a later day, is extended by as long again and its cookie sent again, once, and the player is seen', async () => {
    const user = await server.signUp('daily');
    // Signed in yesterday morning: the session was last extended a day and a bit ago.
    const lastExtended = Date.now() - DAY_MS - 60_000;
    await setSessionEnd(server, user, new Date(lastExtended + SESSION_SECONDS * 1000));
    await server.database.handle.db
      .update(profiles)
      .set({ lastLogin: new Date(lastExtended) })
      .where(eq(profiles.userId, user.userId));

    // The requests of the day's first screen arrive together: each carries the extended cookie.
    const answers = await Promise.all([
      server.call(profileApi.me, { as: user }),
      server.call(challengesApi.dashboard, { as: user }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(sessionCookieOf(answer)).toMatchObject({
        maxAge: SESSION_SECONDS,
        value: user.cookie.slice(user.cookie.indexOf('=') + 1),
      });
    }
    expect(nearly(await sessionEnd(server, user), Date.now() + SESSION_SECONDS * 1000)).toBe(true);

    const later = await server.call(profileApi.me, { as: user });
    expect(sessionCookieOf(later)).toBeUndefined();
    expect(Date.now() - Date.parse(later.json().lastLogin)).toBeLessThan(60_000);
  });

  it('used again within a day of its last extension is left as it is', async () => {
    const user = await server.signUp('twice_a_day');
    const end = await sessionEnd(server, user);
    const answer = await server.call(profileApi.me, { as: user });
    expect(answer.statusCode).toBe(200);
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect(await sessionEnd(server, user)).toEqual(end);
  });
});

describe('a request whose session is over', () => {
  /** A signed-in user whose session has expired, and one whose session was signed out. */
  async function endedSessions(): Promise<TestUser[]> {
    const expired = await server.signUp();
    await setSessionEnd(server, expired, new Date(Date.now() - 1000));
    const signedOut = await server.signUp();
    await server.call(accountApi.signOut, { as: signedOut });
    return [expired, signedOut];
  }

  it('is told the session ended, unlike a visitor who never signed in', async () => {
    for (const user of await endedSessions()) {
      for (const route of [profileApi.me, profileApi.session, challengesApi.dashboard]) {
        const answer = await server.call(route, { as: user });
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ error: { code: 'session_ended', message: 'Your session has ended. Log in again.' } });
      }
    }
    expect((await server.call(profileApi.session)).json()).toBeNull();
    expect((await server.call(profileApi.me)).json().error.code).toBe('unauthorized');
  });

  it('still reaches what every visitor may, and may sign in again', async () => {
    const [expired] = await endedSessions();
    expect((await server.call(slideshowApi.slides, { as: expired })).statusCode).toBe(200);
    const signedIn = await server.signIn(expired!.email);
    expect(signedIn.statusCode).toBe(200);
    const again = { ...expired!, cookie: sessionCookie(signedIn) };
    expect((await server.call(profileApi.session, { as: again })).json().userId).toBe(expired!.userId);
  });
});
