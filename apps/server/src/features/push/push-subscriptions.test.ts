import { eq } from 'drizzle-orm';
import { pushApi } from '@gauntlet/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { browserKeys } from '../../../test/push-service.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

/** The machine has no DNS: names resolve here, one to a public and one to a private address. */
const ADDRESSES: Record<string, string> = { 'push.example.com': '93.184.215.14', 'rebound.example.com': '10.0.0.7' };
vi.mock('node:dns/promises', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:dns/promises')>()),
  lookup: (host: string) => {
    const address = ADDRESSES[host];
    return address ? Promise.resolve([{ address, family: 4 }]) : Promise.reject(new Error(`ENOTFOUND ${host}`));
  },
}));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const subscriptionFor = (endpoint: string, keys = browserKeys()) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: keys.p256dh, auth: keys.auth },
});

const storedEndpoints = async (user: TestUser) =>
  (
    await server.database.handle.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.userId))
  ).map((row) => row.endpoint);

describe('push subscriptions', () => {
  it('give a signed-in browser the public VAPID key, and a guest nothing', async () => {
    const user = await server.signUp();
    const response = await server.call(pushApi.publicKey, { as: user });
    expect(Buffer.from(response.json<{ publicKey: string }>().publicKey, 'base64url')).toHaveLength(65);
    expect((await server.call(pushApi.publicKey)).statusCode).toBe(401);
  });

  it('keep what a browser subscribed with, once per endpoint, until it unsubscribes', async () => {
    const user = await server.signUp();
    const endpoint = 'https://push.example.com/send/abc';
    for (let time = 0; time < 2; time++) {
      const response = await server.call(pushApi.subscribe, { body: subscriptionFor(endpoint), as: user });
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await storedEndpoints(user)).toEqual([endpoint]);

    const other = await server.signUp();
    await server.call(pushApi.unsubscribe, { body: { endpoint }, as: other });
    expect(await storedEndpoints(user)).toEqual([endpoint]);
    expect((await server.call(pushApi.unsubscribe, { body: { endpoint }, as: user })).statusCode).toBe(200);
    expect(await storedEndpoints(user)).toEqual([]);
  });

  it('refuse an endpoint that is not HTTPS or points at a private address, and keys that cannot encrypt, storing nothing', async () => {
    const user = await server.signUp();
    const { p256dh, auth } = browserKeys();
    const offTheCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const refused: [unknown, string][] = [
      [subscriptionFor('http://push.example.com/send/1'), 'push_endpoint_not_https'],
      [subscriptionFor('not a url'), 'push_endpoint_not_https'],
      [subscriptionFor('https://localhost/send'), 'push_endpoint_private'],
      [subscriptionFor('https://push.localhost./send'), 'push_endpoint_private'],
      [subscriptionFor('https://127.0.0.1:8443/send'), 'push_endpoint_private'],
      [subscriptionFor('https://2130706433/send'), 'push_endpoint_private'],
      [subscriptionFor('https://10.1.2.3/send'), 'push_endpoint_private'],
      [subscriptionFor('https://192.168.1.1/send'), 'push_endpoint_private'],
      [subscriptionFor('https://169.254.169.254/latest'), 'push_endpoint_private'],
      [subscriptionFor('https://[::1]/send'), 'push_endpoint_private'],
      [subscriptionFor('https://[fd00::5]/send'), 'push_endpoint_private'],
      [subscriptionFor('https://[::ffff:127.0.0.1]/send'), 'push_endpoint_private'],
      [subscriptionFor('https://rebound.example.com/send'), 'push_endpoint_private'],
      [subscriptionFor('https://nowhere.example.com/send'), 'push_endpoint_unknown_host'],
      [{ endpoint: 'https://push.example.com/1', keys: { p256dh: 'AAAA', auth } }, 'push_keys_invalid'],
      [{ endpoint: 'https://push.example.com/2', keys: { p256dh: offTheCurve, auth } }, 'push_keys_invalid'],
      [{ endpoint: 'https://push.example.com/3', keys: { p256dh, auth: `${auth}AAAA` } }, 'push_keys_invalid'],
      [{ endpoint: 'https://push.example.com/4', keys: { p256dh, auth: 'not base64!' } }, 'push_keys_invalid'],
      [{ endpoint: 'https://push.example.com/5', keys: { p256dh } }, 'validation_failed'],
      [{ ...subscriptionFor('https://push.example.com/6'), extra: true }, 'validation_failed'],
    ];
    for (const [payload, code] of refused) {
      // Wrong on purpose, so sent past the declaration's types.
      const response = await server.request({
        method: 'POST',
        url: pushApi.subscribe.path,
        payload: payload as object,
        as: user,
      });
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status: 400,
        body: { error: { code, message: expect.any(String) } },
      });
    }
    expect(await storedEndpoints(user)).toEqual([]);
  });

  it('are the caller’s own: a guest cannot subscribe', async () => {
    const response = await server.call(pushApi.subscribe, { body: subscriptionFor('https://push.example.com/guest') });
    expect(response.statusCode).toBe(401);
  });
});
