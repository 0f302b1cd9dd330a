import type { okSchema } from '../contracts/account.js';
import type { pushPublicKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../contracts/push.js';
import { route } from './route.js';

export const pushApi = {
  /** The key a browser subscribes with, so that only this server can push to the subscription. */
  publicKey: route<{ response: typeof pushPublicKeySchema }>('GET', '/api/push/public-key', 'signedIn'),
  /** Keeps this device's subscription for the caller; the same endpoint again replaces its keys. */
  subscribe: route<{ body: typeof pushSubscriptionSchema; response: typeof okSchema }>(
    'POST',
    '/api/push/subscriptions',
    'signedIn',
  ),
  /** Forgets the caller's subscription with this endpoint; answers the same when there is none. */
  unsubscribe: route<{ body: typeof pushUnsubscribeSchema; response: typeof okSchema }>(
    'DELETE',
    '/api/push/subscriptions',
    'signedIn',
  ),
};
