import { z } from 'zod';
import { text } from './text.js';

/** The server's public VAPID key, base64url, which the browser's pushManager.subscribe takes. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/**
 * A browser's PushSubscription as its toJSON() gives it. Only the shape is checked here; the
 * server refuses an endpoint that is not HTTPS or points at a private address, and keys that are
 * no P-256 point or 16-byte secret, each with its own code.
 */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: text().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: text().min(1).max(200), auth: text().min(1).max(200) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Which subscription to forget: the endpoint names it. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: text().min(1).max(2048) });
