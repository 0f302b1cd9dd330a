import { pushApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { browserSupportsPush } from '../../../lib/push-support';

/** Whether this device can show pushes: the app's service worker is installed and the browser has the Push API. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!browserSupportsPush()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's subscription for the app's pushes, if push is on here. */
export const currentSubscription = (registration: ServiceWorkerRegistration) => registration.pushManager.getSubscription();

/**
 * Turns push on here: asks for permission, subscribes with the server's public key and hands the
 * subscription to the server. Answers false when the person (or the browser) refused permission.
 */
export async function subscribeThisDevice(registration: ServiceWorkerRegistration): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { publicKey } = await call(pushApi.publicKey);
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  const { endpoint = '', expirationTime, keys = {} } = subscription.toJSON();
  try {
    await call(pushApi.subscribe, {
      body: { endpoint, expirationTime, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } },
    });
  } catch (refused) {
    // A subscription the server does not keep would never receive anything.
    await subscription.unsubscribe();
    throw refused;
  }
  return true;
}

/** Turns push off here: the browser drops the subscription and the server forgets it. */
export async function unsubscribeThisDevice(registration: ServiceWorkerRegistration): Promise<void> {
  const subscription = await currentSubscription(registration);
  if (!subscription) return;
  await subscription.unsubscribe();
  await call(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } });
}
