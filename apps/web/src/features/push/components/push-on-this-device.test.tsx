import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderPage } from '../../../test/render';
import { PushOnThisDevice } from './push-on-this-device';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENDPOINT = 'https://push.example.com/send/device-1';
const KEYS = { p256dh: 'BPublicKeyOfThisBrowser', auth: 'secret-of-this-browser' };

/** A browser with the app's service worker and the Push API, whose person answers the permission prompt with `permission`. */
function browserWithPush(permission: NotificationPermission, subscribed = false) {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(() => {
    current = null;
    return Promise.resolve(true);
  });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe,
  } as unknown as PushSubscription;
  if (subscribed) current = subscription;
  const pushManager = {
    getSubscription: () => Promise.resolve(current),
    subscribe: vi.fn(() => {
      current = subscription;
      return Promise.resolve(subscription);
    }),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve(permission) });
  const serviceWorker = { getRegistration: () => Promise.resolve({ pushManager }) };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker }));
  return { pushManager, unsubscribe };
}

const pushSwitch = () => screen.findByRole<HTMLInputElement>('switch', { name: 'Push on this device' });
const isOn = async () => (await pushSwitch()).checked;

describe('PushOnThisDevice', () => {
  it('turns push on with the server’s key and hands the subscription to the server', async () => {
    const browser = browserWithPush('granted');
    const api = mockApi({
      'GET /api/push/public-key': { body: { publicKey: 'BServerKey' } },
      'POST /api/push/subscriptions': { body: { ok: true } },
    });
    renderPage(<PushOnThisDevice />, { me: makeProfile() });
    fireEvent.click(await pushSwitch());
    await waitFor(async () => expect(await isOn()).toBe(true));
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BServerKey' });
    expect(api.callsTo('POST', '/api/push/subscriptions')[0]!.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: KEYS,
    });
  });

  it('turns push off in the browser and on the server', async () => {
    const browser = browserWithPush('granted', true);
    const api = mockApi({ 'DELETE /api/push/subscriptions': { body: { ok: true } } });
    renderPage(<PushOnThisDevice />, { me: makeProfile() });
    expect(await isOn()).toBe(true);
    fireEvent.click(await pushSwitch());
    await waitFor(async () => expect(await isOn()).toBe(false));
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(api.callsTo('DELETE', '/api/push/subscriptions')[0]!.body).toEqual({ endpoint: ENDPOINT });
  });

  it('says so when notifications are blocked, and subscribes nothing', async () => {
    const browser = browserWithPush('denied');
    mockApi({});
    renderPage(<PushOnThisDevice />, { me: makeProfile() });
    fireEvent.click(await pushSwitch());
    await screen.findByText(/Notifications are blocked for Gauntlet/);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and drops the subscription it would not keep', async () => {
    const browser = browserWithPush('granted');
    mockApi({
      'GET /api/push/public-key': { body: { publicKey: 'BServerKey' } },
      'POST /api/push/subscriptions': fail(
        400,
        'push_endpoint_private',
        'The push endpoint must not point at a private address.',
      ),
    });
    renderPage(<PushOnThisDevice />, { me: makeProfile() });
    fireEvent.click(await pushSwitch());
    await screen.findByText('The push endpoint must not point at a private address.');
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(await isOn()).toBe(false);
  });
});
