import { eq, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { browserKeys, decryptedPush, startPushService, verifiedVapidClaims } from '../../../test/push-service.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { pushReminders } from './push-reminders.js';
import { pushSender } from './push-sender.js';

const vapidKeys = webPush.generateVAPIDKeys();
const SUBJECT = 'mailto:reminders@gauntlet.example.com';

let server: TestServer;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  [server, pushService] = await Promise.all([startTestServer(), startPushService()]);
});
afterAll(() => Promise.all([server.close(), pushService.close()]));

const db = () => server.database.handle.db;
const deliver = () => pushReminders(db(), pushSender(vapidKeys, SUBJECT));

/**
 * A browser subscribed on the loopback push service. The row is written directly: the API
 * refuses any endpoint that is not HTTPS on a public address, as it must.
 */
async function subscribedBrowser(userId: string, path: string) {
  const keys = browserKeys();
  const endpoint = `${pushService.origin}${path}`;
  await db().insert(pushSubscriptions).values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
  return { keys, endpoint, pushes: () => pushService.received.filter((push) => push.path === path) };
}

const endpointsOf = async (userId: string) =>
  (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.endpoint);

describe('reminders by push', () => {
  it('reach every subscribed browser, signed with VAPID, as a notification the browser decrypts', async () => {
    const user = await server.signUp();
    const phone = await subscribedBrowser(user.userId, '/phone');
    const laptop = await subscribedBrowser(user.userId, '/laptop');

    await deliver()({ userId: user.userId, kind: 'daily_check_in', channels: ['email', 'push'] });

    for (const browser of [phone, laptop]) {
      const [push] = browser.pushes();
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
      const claims = verifiedVapidClaims(push?.headers.authorization, vapidKeys.publicKey);
      expect(claims).toMatchObject({ aud: pushService.origin, sub: SUBJECT });
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(decryptedPush(push!, browser.keys)).toEqual({
        title: 'Time to check in',
        body: 'Today’s check-in of your challenge is still open.',
        url: '/dashboard',
      });
    }
  });

  it('speak the player’s language and open the screen the reminder is about', async () => {
    const user = await server.signUp();
    await db().execute(sql`update profiles set language = 'es' where user_id = ${user.userId}`);
    const phone = await subscribedBrowser(user.userId, '/spanish-phone');

    await deliver()({ userId: user.userId, kind: 'ended_unfinished', channels: ['push'] });

    expect(decryptedPush(phone.pushes()[0]!, phone.keys)).toEqual({
      title: 'Tu reto ha terminado',
      body: 'Termínalo para cobrar tus puntos.',
      url: '/finishchallenge',
    });
  });

  it('are not pushed when the player chose e-mail only for the kind', async () => {
    const user = await server.signUp();
    const phone = await subscribedBrowser(user.userId, '/mail-only');
    await deliver()({ userId: user.userId, kind: 'last_day', channels: ['email'] });
    expect(phone.pushes()).toEqual([]);
  });

  it('forget a subscription the push service answers 404 or 410 for, and keep the others', async () => {
    const user = await server.signUp();
    const expired = await subscribedBrowser(user.userId, '/expired');
    const unknown = await subscribedBrowser(user.userId, '/unknown');
    const live = await subscribedBrowser(user.userId, '/live');
    pushService.answer('/expired', 410);
    pushService.answer('/unknown', 404);

    await deliver()({ userId: user.userId, kind: 'punishment_waiting', channels: ['push'] });

    expect(expired.pushes()).toHaveLength(1);
    expect(await endpointsOf(user.userId)).toEqual([live.endpoint]);
    expect(unknown.pushes()).toHaveLength(1);
  });

  it('throw when the push service fails, so the job is retried, and keep the subscription', async () => {
    const user = await server.signUp();
    const failing = await subscribedBrowser(user.userId, '/failing');
    pushService.answer('/failing', 500);

    await expect(deliver()({ userId: user.userId, kind: 'last_day', channels: ['push'] })).rejects.toThrow(AggregateError);
    expect(await endpointsOf(user.userId)).toEqual([failing.endpoint]);
  });
});
