import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, challengesApi, profileApi, routinesApi } from '@gauntlet/core';
import {
  sessionCookie,
  startTestServer,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestServer,
  type TestUser,
} from '../../../test/test-server.js';
import { setSessionEnd } from '../../../test/session-ends.js';

let server: TestServer;
let alice: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  alice = await server.signUp('alice');
});
afterAll(() => server.close());

describe('my profile', () => {
  it('needs a session', async () => {
    const response = await server.call(profileApi.me);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'User not logged in' } });
  });

  it('answers the start-up question without an error: null for a guest, the own profile when signed in', async () => {
    const guest = await server.call(profileApi.session);
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toBeNull();
    const user = await server.signUp();
    const signedIn = await server.call(profileApi.session, { as: user });
    expect(signedIn.json()).toMatchObject({ userId: user.userId, email: user.email });
  });

  it('changes the user name and refuses an invalid one without changing anything', async () => {
    const renamed = await server.call(profileApi.updateMe, { body: { userName: 'alice_2' }, as: alice });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().userName).toBe('alice_2');

    for (const payload of [{ userName: '' }, { userName: 'x'.repeat(33) }, {}, { rewardPoints: 1000 }]) {
      const refused = await server.call(profileApi.updateMe, { body: payload, as: alice });
      expect(refused.statusCode).toBe(400);
    }
    const me = await server.call(profileApi.me, { as: alice });
    expect(me.json()).toMatchObject({ userName: 'alice_2', rewardPoints: 0 });
  });

  it('keeps the chosen language, none until one is chosen, and refuses one the app is not written in', async () => {
    const user = await server.signUp();
    const fresh = await server.call(profileApi.me, { as: user });
    expect(fresh.json().language).toBeNull();
    const chosen = await server.call(profileApi.updateMe, { body: { language: 'es' }, as: user });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().language).toBe('es');
    const refused = await server.call(profileApi.updateMe, { body: { language: 'fr' }, as: user });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation_failed');
    const me = await server.call(profileApi.session, { as: user });
    expect(me.json().language).toBe('es');
  });

  it('shows the first-run cards until they are put away, for good', async () => {
    const user = await server.signUp();
    expect((await server.call(profileApi.me, { as: user })).json().introDismissed).toBe(false);
    for (const introDismissed of [false, 'yes', null]) {
      const refused = await server.call(profileApi.updateMe, { body: { introDismissed }, as: user });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
    expect((await server.call(profileApi.session, { as: user })).json().introDismissed).toBe(false);
    const dismissed = await server.call(profileApi.updateMe, { body: { introDismissed: true }, as: user });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().introDismissed).toBe(true);
    // Another device asks afresh and is told the same.
    expect((await server.call(profileApi.session, { as: user })).json().introDismissed).toBe(true);
  });

  it("refuses another user's name in any letter case with 409 and keeps the old name", async () => {
    const bob = await server.signUp('Bob_Builder');
    const response = await server.call(profileApi.updateMe, { body: { userName: 'BOB_builder' }, as: alice });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'username_taken', message: 'This user name is taken. Choose another one.' },
    });
    const me = await server.call(profileApi.me, { as: alice });
    expect(me.json().userName).not.toBe('BOB_builder');
    const own = await server.call(profileApi.updateMe, { body: { userName: 'bob_BUILDER' }, as: bob });
    expect(own.json().userName).toBe('bob_BUILDER');
  });

  it('refuses a cookie-carrying change from a foreign origin', async () => {
    const response = await server.call(profileApi.updateMe, {
      body: { userName: 'hijacked' },
      headers: { origin: 'https://evil.example' },
      as: alice,
    });
    expect(response.statusCode).toBe(403);
    const me = await server.call(profileApi.me, { as: alice });
    expect(me.json().userName).not.toBe('hijacked');
  });
});

describe('public profile', () => {
  const PROJECTION = [
    'lastSeenOn',
    'profilePicture',
    'publicActivity',
    'punishmentPoints',
    'rewardPoints',
    'userId',
    'userName',
    'visible',
  ];
  const readAs = (owner: TestUser, viewer?: TestUser) =>
    server.call(profileApi.publicProfile, { params: { userId: owner.userId }, as: viewer });

  it('shows signed-in players exactly the allow-listed projection, last seen as the day in the player’s zone', async () => {
    const owner = await server.signUp('seen_in_tokyo', 'Asia/Tokyo');
    const response = await readAs(owner, alice);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(Object.keys(profile).sort()).toEqual(PROJECTION.sort());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(profile).toMatchObject({ visible: true, userName: 'seen_in_tokyo', lastSeenOn: today, publicActivity: false });
    expect(response.body).not.toContain(owner.email);
  });

  it('shows a visitor who is not signed in nothing but that the profile is closed, until its player opens it', async () => {
    const owner = await server.signUp('closed_first');
    const closed = await readAs(owner);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ userId: owner.userId, visible: false });

    const opened = await server.call(profileApi.updateMe, { body: { publicStats: true }, as: owner });
    expect(opened.json().publicStats).toBe(true);
    const open = await readAs(owner);
    expect(Object.keys(open.json()).sort()).toEqual(PROJECTION.sort());
    expect(open.body).not.toContain(owner.email);
  });

  it('refuses a visitor who is not signed in the challenges, routine logs, calendar and avatar of a closed profile', async () => {
    const owner = await server.signUp('closed_parts');
    await server.call(profileApi.updateMe, { body: { publicActivity: true }, as: owner });
    const params = { userId: owner.userId };
    const parts = [challengesApi.current, challengesApi.history, challengesApi.activity, routinesApi.logs] as const;
    for (const route of parts) {
      const guest = await server.call(route, { params });
      expect(guest.statusCode).toBe(404);
      expect(guest.json()).toEqual({ error: { code: 'not_found', message: 'User not found' } });
      expect((await server.call(route, { params, as: alice })).statusCode).toBe(200);
    }
    expect((await server.call(profileApi.avatar, { params })).json().error.message).toBe('User not found');

    await server.call(profileApi.updateMe, { body: { publicStats: true }, as: owner });
    for (const route of parts) expect((await server.call(route, { params })).statusCode).toBe(200);
    expect((await server.call(profileApi.avatar, { params })).json().error.message).toBe('This user has no avatar.');
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await server.call(profileApi.publicProfile, { params: { userId: '0b6f4a8e-3a51-4c4f-8a5e-1b2c3d4e5f60' } });
    expect(unknown.statusCode).toBe(404);
    const malformed = await server.call(profileApi.publicProfile, { params: { userId: 'not-a-uuid' } });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('recently active users', () => {
  it('is only for signed-in players', async () => {
    const response = await server.call(profileApi.recent);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('lists only players who chose to appear, at most ten, the latest seen first, each with the day only', async () => {
    const own = await startTestServer();
    try {
      const users: TestUser[] = [];
      for (let index = 0; index < 12; index += 1) users.push(await own.signUp(`recent${index}`, 'America/Los_Angeles'));
      const viewer = users[11]!;
      expect((await own.call(profileApi.recent, { as: viewer })).json()).toEqual([]);

      for (const user of users.slice(0, 11)) {
        const chosen = await own.call(profileApi.updateMe, { body: { showInRecentlyActive: true }, as: user });
        expect(chosen.json().showInRecentlyActive).toBe(true);
      }
      await own.signIn(users[3]!.email);
      const response = await own.call(profileApi.recent, { as: viewer });
      const list = response.json<{ userId: string; lastSeenOn: string }[]>();
      expect(list).toHaveLength(10);
      expect(list[0]!.userId).toBe(users[3]!.userId);
      expect(list.map((entry) => entry.userId)).not.toContain(viewer.userId);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
      expect(new Set(list.map((entry) => entry.lastSeenOn))).toEqual(new Set([today]));
      expect(Object.keys(list[0]!).sort()).toEqual(['lastSeenOn', 'profilePicture', 'userId', 'userName']);
      expect(response.body).not.toContain('@example.com');

      await own.call(profileApi.updateMe, { body: { showInRecentlyActive: false }, as: users[3]! });
      const after = (await own.call(profileApi.recent, { as: viewer })).json<{ userId: string }[]>();
      expect(after.map((entry) => entry.userId)).not.toContain(users[3]!.userId);
    } finally {
      await own.close();
    }
  });
});

describe('profile event stream', () => {
  it('pushes the live fields to every open stream of the user when they change', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const open = () =>
        fetch(`${address}${profileApi.events.path}`, { headers: { cookie: alice.cookie }, signal: controller.signal });
      const [first, second] = await Promise.all([open(), open()]);
      expect(first.headers.get('content-type')).toContain('text/event-stream');

      const readEvents = async (response: Response, count: number) => {
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        while (text.split('event: profile').length - 1 < count) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
        }
        return text
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => JSON.parse(line.slice(6)));
      };
      const firstEvents = readEvents(first, 2);
      const secondEvents = readEvents(second, 2);

      await fetch(`${address}${profileApi.me.path}`, {
        method: 'PATCH',
        headers: { cookie: alice.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'alice_live', publicActivity: true, language: 'es' }),
      });

      for (const events of [await firstEvents, await secondEvents]) {
        expect(events[1]).toEqual({
          userName: 'alice_live',
          publicStats: false,
          publicActivity: true,
          showInRecentlyActive: false,
          cancelPenalty: 0,
          rewardPoints: 0,
          punishmentPoints: 0,
          language: 'es',
          permissions: { role: 'basic', flags: [], subscriptionTier: 'free' },
          unreadNotifications: 0,
        });
      }
    } finally {
      controller.abort();
    }
  });

  it('ends open streams when the server closes, so closing does not wait for the clients', async () => {
    const own = await startTestServer();
    const bob = await own.signUp('bob');
    const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${address}${profileApi.events.path}`, { headers: { cookie: bob.cookie } });
    const reader = stream.body!.getReader();
    await reader.read(); // the first state: the stream is open
    const ended = (async () => {
      while (!(await reader.read()).done);
      return 'ended';
    })();
    await own.close();
    expect(await Promise.race([ended, new Promise((resolve) => setTimeout(() => resolve('still open'), 5000))])).toBe('ended');
  });

  /** Opens the user's stream and resolves 'ended' once the server ends it, or 'still open' after a while. */
  async function watchStream(on: TestServer, user: TestUser) {
    const address = await on.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const stream = await fetch(`${address}${profileApi.events.path}`, {
      headers: { cookie: user.cookie },
      signal: controller.signal,
    });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? ''; // the first state: the stream is open
    const ended = (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
      return 'ended';
    })().catch(() => 'aborted');
    return {
      outcome: (waitMs: number) =>
        Promise.race([ended, new Promise((resolve) => setTimeout(() => resolve('still open'), waitMs))]),
      text: () => text,
      abort: () => controller.abort(),
    };
  }

  it.each([
    ['signs out', 'signed_out', (on: TestServer, user: TestUser) => on.call(accountApi.signOut, { as: user })],
    [
      'deletes the account',
      'account_deleted',
      (on: TestServer, user: TestUser) => on.call(accountApi.deleteAccount, { body: { password: TEST_PASSWORD }, as: user }),
    ],
  ])('ends the stream at once when its session %s, saying why', async (_label, reason, endSession) => {
    const own = await startTestServer();
    try {
      const carol = await own.signUp('carol');
      const other = await own.signIn(carol.email);
      const otherSession = { ...carol, cookie: sessionCookie(other) };
      const stream = await watchStream(own, carol);
      expect((await endSession(own, carol)).statusCode).toBe(200);
      expect(await stream.outcome(2000)).toBe('ended');
      expect(stream.text()).toContain(`event: ended\ndata: ${JSON.stringify({ reason })}\n\n`);
      // A change after the sign-out reaches no one through the ended stream.
      await own.call(profileApi.updateMe, { body: { userName: 'carol_after' }, as: otherSession });
      expect(stream.text()).not.toContain('carol_after');
    } finally {
      await own.close();
    }
  });

  it('ends the stream of a session found expired at its next delivery, saying so', async () => {
    const own = await startTestServer();
    try {
      const erin = await own.signUp('erin');
      const phone = { ...erin, cookie: sessionCookie(await own.signIn(erin.email)) };
      const stream = await watchStream(own, erin);
      await setSessionEnd(own, erin, new Date(Date.now() - 1000));
      await own.call(profileApi.updateMe, { body: { userName: 'erin_later' }, as: phone });
      expect(await stream.outcome(2000)).toBe('ended');
      expect(stream.text()).toContain(`event: ended\ndata: ${JSON.stringify({ reason: 'expired' })}`);
      expect(stream.text()).not.toContain('erin_later');
    } finally {
      await own.close();
    }
  });

  it("keeps the stream of the user's other session open when one session signs out", async () => {
    const own = await startTestServer();
    try {
      const dave = await own.signUp('dave');
      const laptop = { ...dave, cookie: sessionCookie(await own.signIn(dave.email)) };
      const stream = await watchStream(own, dave);
      await own.call(accountApi.signOut, { as: laptop });
      expect(await stream.outcome(1000)).toBe('still open');
      await own.call(profileApi.updateMe, { body: { userName: 'dave_still' }, as: dave });
      await expect.poll(() => stream.text()).toContain('dave_still');
      stream.abort();
    } finally {
      await own.close();
    }
  });

  it('refuses a stream without a session', async () => {
    const response = await server.call(profileApi.events);
    expect(response.statusCode).toBe(401);
  });
});
