import type { Language, PushSubscriptionInput } from '@gauntlet/core';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { endpointRefusal } from './push-endpoint.js';
import { areUsableKeys } from './push-keys.js';
import { deleteSubscription, findPushRecipient, forgetEndpoint, saveSubscription } from './push.repository.js';
import { pushSender, type SendPush } from './push-sender.js';

export type { SendPush };
import type { PushMessage } from './reminder-push.js';
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

/**
 * Pushes a message to every device the user turned push on in, in the user's language. A
 * subscription the push service says is gone is forgotten; any other failure throws once every
 * device was tried, so the message's job is retried.
 */
export async function pushToDevices(
  db: Database,
  send: SendPush,
  userId: string,
  message: (language: Language) => PushMessage | Promise<PushMessage>,
): Promise<void> {
  const { language, subscriptions } = await findPushRecipient(db, userId);
  if (subscriptions.length === 0) return;
  const payload = JSON.stringify(await message(language));
  const outcomes = await Promise.allSettled(subscriptions.map((subscription) => send(subscription, payload)));
  const gone = subscriptions.filter((_, index) => {
    const outcome = outcomes[index];
    return outcome?.status === 'fulfilled' && outcome.value === 'gone';
  });
  await Promise.all(gone.map((subscription) => forgetEndpoint(db, subscription.endpoint)));
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failures.length) throw new AggregateError(failures, `${failures.length} of ${subscriptions.length} pushes failed`);
}
