import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { makeProfile, renderInLanguage } from '../test/render';
import { makeChallenge, makeDashboard } from '../features/challenges/test-support/fixtures';
import { mockApi } from '../test/mock-api';
import { createAppRouter } from './router';

/** The shell's live profile stream has nothing to say in these tests. */
class SilentEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 0;
  close() {
    this.readyState = SilentEventSource.CLOSED;
  }
}

function openApp(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAppRouter(queryClient)} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('opening the app on the dashboard', () => {
  it('shows the shell while the screen loads and asks for the dashboard data once', async () => {
    vi.stubGlobal('EventSource', SilentEventSource);
    const api = mockApi({
      'GET /api/profile/session': { body: makeProfile() },
      'GET /api/challenges/dashboard': { body: makeDashboard({ activeChallenge: makeChallenge() }) },
      'GET /api/profile/recent': { body: [] },
      'GET /api/admin/bootstrap': { body: { adminExists: true } },
    });
    openApp('/dashboard');

    // The screen's code arrives later, the shell paints at once.
    expect(screen.getByRole('link', { name: /Home/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome, tester!' })).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Welcome, tester!' })).toBeTruthy();
    expect(await screen.findByText('Spring Training')).toBeTruthy();
    expect(await screen.findByText('Nobody has chosen to appear here yet.')).toBeTruthy();
    expect(api.callsTo('GET', '/api/challenges/dashboard')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/profile/recent')).toHaveLength(1);
  });

  it('asks for the dashboard data alongside the session on a device where someone is signed in', async () => {
    vi.stubGlobal('EventSource', SilentEventSource);
    localStorage.setItem('gauntlet:last-user', 'user-1');
    let answerSession = () => {};
    const sessionAnswered = new Promise<void>((resolve) => (answerSession = resolve));
    const api = mockApi({
      'GET /api/profile/session': async () => {
        await sessionAnswered;
        return { body: makeProfile() };
      },
      'GET /api/challenges/dashboard': { body: makeDashboard({ activeChallenge: makeChallenge() }) },
      'GET /api/profile/recent': { body: [] },
      'GET /api/admin/bootstrap': { body: { adminExists: true } },
    });
    openApp('/dashboard');

    await waitFor(() => expect(api.callsTo('GET', '/api/challenges/dashboard')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/profile/recent')).toHaveLength(1);
    answerSession();
    expect(await screen.findByText('Spring Training')).toBeTruthy();
    expect(api.callsTo('GET', '/api/challenges/dashboard')).toHaveLength(1);
  });

  it('sends a guest home without asking for dashboard data', async () => {
    const api = mockApi({ 'GET /api/profile/session': { body: null } });
    openApp('/dashboard');

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/challenges/dashboard')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/profile/recent')).toHaveLength(0);
  });
});
