import webPush from 'web-push';
import type { StoredSubscription } from './push.repository.js';
import type { VapidKeys } from './vapid-keys.js';

/** A reminder is about its own day: a push service may drop it if the device stays away longer. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;

/** What the push service made of a push: taken, or the subscription no longer exists (404, 410). */
export type PushOutcome = 'accepted' | 'gone';

/** Sends one encrypted push to one subscription; throws when the push service failed and may succeed later. */
export type SendPush = (subscription: StoredSubscription, payload: string) => Promise<PushOutcome>;

/**
 * Encrypts the payload to the subscription's keys (aes128gcm, RFC 8291) and signs the request
 * with VAPID (RFC 8292) through web-push, then POSTs it with fetch rather than web-push's own
 * sender, which speaks only HTTPS: tests stand in for the push service on plain HTTP.
 */
export function pushSender(keys: VapidKeys, subject: string): SendPush {
  return async (subscription, payload) => {
    const request = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: { subject, ...keys }, TTL: TIME_TO_LIVE_SECONDS },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) => (name === 'Content-Length' ? [] : [[name, String(value)]])),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok)
      throw new Error(`The push service answered ${response.status} for ${new URL(subscription.endpoint).origin}`);
    return 'accepted';
  };
}
