import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProfile } from '@gauntlet/core';
import { makeProfile, renderRoutes } from '../../test/render';
import { mockApi } from '../../test/mock-api';
import ProfileViewPage from './profile-view-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OWNER = '0b6f4a8e-3a51-4c4f-8a5e-1b2c3d4e5f60';
const profilePath = `/api/profile/users/${OWNER}`;
const activityPath = `/api/challenges/users/${OWNER}/activity`;
const shown = (overrides: Partial<Extract<PublicProfile, { visible: true }>> = {}): PublicProfile => ({
  userId: OWNER,
  visible: true,
  userName: 'owner',
  profilePicture: null,
  rewardPoints: 3,
  punishmentPoints: 1,
  lastSeenOn: '2026-01-03',
  publicActivity: false,
  ...overrides,
});
const panels = {
  [`GET /api/challenges/users/${OWNER}`]: { body: [] },
  [`GET /api/challenges/users/${OWNER}/history`]: { body: [] },
  [`GET /api/routines/users/${OWNER}/logs?limit=10`]: { body: [] },
};
const open = (me = makeProfile()) =>
  renderRoutes([{ path: '/profile/show/:uid', element: <ProfileViewPage /> }], { path: `/profile/show/${OWNER}`, me });

describe('another player’s profile', () => {
  it('tells a visitor who is not signed in that it is private, and asks for nothing more', async () => {
    const api = mockApi({ [`GET ${profilePath}`]: { body: { userId: OWNER, visible: false } } });
    renderRoutes([{ path: '/profile/show/:uid', element: <ProfileViewPage /> }], { path: `/profile/show/${OWNER}` });
    expect(await screen.findByRole('heading', { name: 'Private profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual([profilePath]);
  });

  it('shows the day the player was last seen, and asks for no calendar they keep private', async () => {
    const api = mockApi({ [`GET ${profilePath}`]: { body: shown() }, ...panels });
    open();
    expect((await screen.findByTestId('profile-last-seen')).textContent).toBe('3 Jan 2026');
    await waitFor(() => expect(api.callsTo('GET', `/api/challenges/users/${OWNER}/history`)).toHaveLength(1));
    expect(api.callsTo('GET', activityPath)).toHaveLength(0);
    expect(screen.queryByTestId('activity-panel')).toBeNull();
  });

  it('shows the calendar the player made public', async () => {
    const api = mockApi({ [`GET ${profilePath}`]: { body: shown({ publicActivity: true }) }, ...panels });
    open();
    expect(await screen.findByTestId('activity-panel')).toBeTruthy();
    expect(api.callsTo('GET', activityPath)).toHaveLength(1);
  });
});

describe('the own profile', () => {
  it('shows the player the moment they were last seen', async () => {
    const me = makeProfile({ userId: OWNER, lastLogin: new Date(2026, 0, 2, 3, 4, 5).toISOString() });
    mockApi({ [`GET ${profilePath}`]: { body: shown() }, ...panels });
    open(me);
    expect((await screen.findByTestId('profile-last-seen')).textContent).toBe('2 Jan 2026, 03:04');
  });
});
