import type { PushSubscriptionInput } from '@gauntlet/core';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { endpointRefusal } from './push-endpoint.js';
import { areUsableKeys } from './push-keys.js';
import { deleteSubscription, saveSubscription } from './push.repository.js';
import { pushSender, type SendPush } from './push-sender.js';
import { resolveVapidKeys } from './vapid-keys.js';

export const publicVapidKey = (config: Config) => resolveVapidKeys(config.push.vapidKeys, config.dataDir).publicKey;

/** The contact push services are given: VAPID_SUBJECT, or the address the app's mail comes from. */
const vapidSubject = (config: Config) =>
  config.push.subject ?? `mailto:${/<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from}`;

/** Sends pushes signed with the server's VAPID keys. */
export const configuredPushSender = (config: Config): SendPush =>
  pushSender(resolveVapidKeys(config.push.vapidKeys, config.dataDir), vapidSubject(config));

/** Keeps a browser's subscription after refusing an endpoint the server must not call or keys no push can be encrypted to. */
export async function subscribe(db: Database, userId: string, { endpoint, keys }: PushSubscriptionInput): Promise<{ ok: true }> {
  const refusal = await endpointRefusal(endpoint);
  if (refusal) throw new AppError(400, refusal.code, refusal.message);
  if (!areUsableKeys(keys))
    throw new AppError(400, 'push_keys_invalid', 'The subscription’s keys are not a P-256 key and a 16-byte secret.');
  await saveSubscription(db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  return { ok: true };
}

export async function unsubscribe(db: Database, userId: string, endpoint: string): Promise<{ ok: true }> {
  await deleteSubscription(db, userId, endpoint);
  return { ok: true };
}
