import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, profileApi } from '@gauntlet/core';
import { openPostgres } from '../src/db/database.js';
import { startFreezableProxy, type FreezableProxy } from './freezable-proxy.js';
import { changeCases, currentReads, primeReads } from './read-cache-changes.js';
import { postgresUrl } from './test-database.js';
import { startTestServer, TEST_ORIGIN, type TestServer } from './test-server.js';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer. Runs in the PostgreSQL
 * pass of the suite (PGlite serves a single process).
 */
describe.runIf(postgresUrl())('several instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let secondAddress: string | undefined;
  /** The second instance on a real port (fetch reads its event streams as a browser would). */
  const listeningSecond = async () => (secondAddress ??= await second.app.listen({ port: 0, host: '127.0.0.1' }));

  beforeAll(async () => {
    first = await startTestServer({ AUTH_RATE_LIMIT: '4' });
    const handle = await openPostgres(first.database.url!);
    second = await startTestServer({ AUTH_RATE_LIMIT: '4' }, undefined, { ...first.database, handle });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('accepts on one instance a session made on the other', async () => {
    const user = await first.signUp('roamer');
    const me = await second.call(profileApi.me, { as: user });
    expect(me.statusCode).toBe(200);
    expect(me.json().userName).toBe('roamer');
  });

  it("pushes a change made through one instance to the other's event stream within a second", async () => {
    const user = await first.signUp('watched');
    const address = await listeningSecond();
    const controller = new AbortController();
    try {
      const stream = await fetch(`${address}${profileApi.events.path}`, {
        headers: { cookie: user.cookie },
        signal: controller.signal,
      });
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!text.includes('\n\n')) text += (await reader.read()).value ?? '';

      const changedAt = Date.now();
      await first.call(profileApi.updateMe, { body: { userName: 'renamed_far' }, as: user });
      while (!text.includes('renamed_far')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      expect(text).toContain('"userName":"renamed_far"');
      expect(Date.now() - changedAt).toBeLessThan(1000);
      expect(text).toMatch(/id: \d+\nevent: profile/);
    } finally {
      controller.abort();
    }
  });

  it('ends a stream held by one instance when its session signs out through the other', async () => {
    const user = await first.signUp('leaving');
    const address = await listeningSecond();
    const stream = await fetch(`${address}${profileApi.events.path}`, { headers: { cookie: user.cookie } });
    const reader = stream.body!.getReader();
    await reader.read(); // the first state: the stream is open
    const ended = (async () => {
      while (!(await reader.read()).done);
      return 'ended';
    })();
    expect((await first.call(accountApi.signOut, { as: user })).statusCode).toBe(200);
    expect(await Promise.race([ended, new Promise((resolve) => setTimeout(() => resolve('still open'), 2000))])).toBe('ended');
  });

  it('shares the login rate limit between instances', async () => {
    const attempt = (server: TestServer) =>
      server.call(accountApi.signIn, {
        headers: { origin: TEST_ORIGIN },
        body: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    const statuses = [];
    for (const server of [first, second, first, second, first]) statuses.push((await attempt(server)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});

/**
 * Each instance keeps the dashboard, the own profile and sessions in memory until it hears
 * (NOTIFY) that their user changed: a change made through one shows at the other within a second.
 */
describe.runIf(postgresUrl())('reads kept in memory by several instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({}, undefined, { ...first.database, handle: await openPostgres(first.database.url!) });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  for (const each of changeCases) {
    it(`shows ${each.name} made through one instance at the other's reads within a second`, async () => {
      const user = await each.setUp(first);
      await primeReads(second, user);
      const before = await currentReads(second, user);
      await each.change(first, user);
      const changedAt = Date.now();
      let seenAfter: number | null = null;
      let lastProblem: unknown = null;
      while (seenAfter === null && Date.now() - changedAt < 5000) {
        const attemptAt = Date.now();
        try {
          await each.shows(second, user);
          seenAfter = attemptAt - changedAt;
        } catch (problem) {
          lastProblem = problem;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      if (seenAfter === null) throw lastProblem;
      expect(seenAfter).toBeLessThan(1000);
      expect(await currentReads(second, user)).not.toEqual(before);
    });
  }
});

describe.runIf(postgresUrl())('an instance whose LISTEN connection stalls', () => {
  let writer: TestServer;
  let reader: TestServer;
  let proxy: FreezableProxy;
  const heartbeat = { everyMs: 200, deadlineMs: 300 };

  beforeAll(async () => {
    writer = await startTestServer();
    proxy = await startFreezableProxy(writer.database.url!);
    const handle = await openPostgres(writer.database.url!, undefined, { connectionString: proxy.url, heartbeat });
    reader = await startTestServer({}, undefined, { ...writer.database, handle });
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
    await proxy.close();
  });

  it('stops answering from memory within the heartbeat deadline, so a demoted admin is demoted there too', async () => {
    const demotion = changeCases.find((each) => each.name === 'a role taken away')!;
    const user = await demotion.setUp(writer);
    await primeReads(reader, user);
    // The connection stays open but carries nothing: no error, no notification, ever.
    proxy.freeze();
    await demotion.change(writer, user);
    const changedAt = Date.now();
    for (;;) {
      try {
        await demotion.shows(reader, user);
        break;
      } catch (problem) {
        if (Date.now() - changedAt > 5000) throw problem;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(Date.now() - changedAt).toBeLessThan(heartbeat.everyMs + heartbeat.deadlineMs + 1000);
  });
});
