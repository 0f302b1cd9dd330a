import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { MyProfile } from '@gauntlet/core';
import { makeProfile, renderInLanguage } from '../test/render';
import { makeChallenge, makeDashboard } from '../features/challenges/test-support/fixtures';
import { fail, mockApi } from '../test/mock-api';
import { forgetCachedData, keepCachedData, restoreCachedData } from '../lib/cached-data';
import { challengeKeys, meQueryKey } from '../lib/query-keys';
import { createAppRouter } from './router';

/** The shell's event stream, which a test makes say something. */
class TestEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static last: TestEventSource | undefined;
  readyState = 0;
  constructor() {
    super();
    TestEventSource.last = this;
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
  say(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }
}

const me = makeProfile();
const signedInApi = {
  'GET /api/profile/session': { body: me },
  'GET /api/challenges/dashboard': { body: makeDashboard({ activeChallenge: makeChallenge() }) },
  'GET /api/profile/recent': { body: [] },
  'GET /api/admin/bootstrap': { body: { adminExists: true } },
};

/** What a device keeps after the player used the app: their data, saved for an offline start. */
async function savedOnThisDevice(profile: MyProfile) {
  const queryClient = new QueryClient();
  const stop = keepCachedData(queryClient);
  queryClient.setQueryData(meQueryKey, profile);
  queryClient.setQueryData(challengeKeys.dashboard, makeDashboard({ activeChallenge: makeChallenge() }));
  await new Promise((resolve) => setTimeout(resolve, 1200));
  stop();
}

function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stop = keepCachedData(queryClient);
  renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAppRouter(queryClient)} />
    </QueryClientProvider>,
  );
  return stop;
}

const sessionEndText = () => screen.findByTestId('session-end').then((element) => element.textContent);
const nothingSaved = async () => expect(await restoreCachedData(new QueryClient())).toBeNull();

afterEach(async () => {
  // The app goes before the network it was given does.
  cleanup();
  await forgetCachedData();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('a session that ended while the app was closed', () => {
  it('leaves nothing on the device and says it expired when the server no longer knows the browser', async () => {
    await savedOnThisDevice(me);
    mockApi({ ...signedInApi, 'GET /api/profile/session': { body: null } });
    vi.stubGlobal('EventSource', TestEventSource);
    const stop = openApp('/dashboard');
    expect(await sessionEndText()).toContain('you had not used Gauntlet on this device for 30 days');
    expect(window.location.pathname).toBe('/');
    await nothingSaved();
    stop();
  });

  it('says it was ended elsewhere when the server says the session is over', async () => {
    await savedOnThisDevice(me);
    mockApi({ ...signedInApi, 'GET /api/profile/session': fail(401, 'session_ended') });
    vi.stubGlobal('EventSource', TestEventSource);
    const stop = openApp('/dashboard');
    expect(await sessionEndText()).toContain('the deletion of the account ended this session');
    await nothingSaved();
    stop();
  });

  it('tells a visitor who was never signed in here nothing', async () => {
    mockApi({ 'GET /api/profile/session': { body: null } });
    const stop = openApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('session-end')).toBeNull();
    stop();
  });
});

describe('a session that ends while the app is open', () => {
  it('goes to the sign-in screen saying why the stream said it ended, and leaves nothing on the device', async () => {
    mockApi(signedInApi);
    vi.stubGlobal('EventSource', TestEventSource);
    const stop = openApp('/dashboard');
    expect(await screen.findByText('Spring Training')).toBeTruthy();
    await waitFor(async () => expect(await restoreCachedData(new QueryClient())).toEqual(me));

    TestEventSource.last!.say('ended', { reason: 'account_deleted' });
    expect(await sessionEndText()).toBe('Your account was deleted, with all its data.');
    expect(window.location.pathname).toBe('/');
    expect(TestEventSource.last!.readyState).toBe(TestEventSource.CLOSED);
    await nothingSaved();
    stop();
  });

  it('goes to the sign-in screen when a request is refused for want of the session', async () => {
    const api = mockApi(signedInApi);
    vi.stubGlobal('EventSource', TestEventSource);
    const stop = openApp('/dashboard');
    expect(await screen.findByText('Spring Training')).toBeTruthy();

    api.routes['GET /api/profile/me'] = fail(401, 'unauthorized');
    window.history.pushState(null, '', '/profile/edit');
    api.routes['GET /api/account/sign-in-methods'] = fail(401, 'unauthorized');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await sessionEndText()).toContain('for 30 days');
    await nothingSaved();
    stop();
  });
});
