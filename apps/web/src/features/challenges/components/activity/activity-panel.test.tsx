import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityDays, type Activity } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../../test/render';
import { fail, mockApi } from '../../../../test/mock-api';
import { ActivityPanel } from './activity-panel';

const OWNER = makeProfile();
const OTHER = makeProfile({ userId: '9c1f6a52-3b7d-4f0e-8a2b-1d4e5f6a7b8c', userName: 'other' });
const url = `GET /api/challenges/users/${OWNER.userId}/activity`;
const today = '2026-11-25';
const activity: Activity = {
  today,
  days: activityDays(today, new Map([[today, 1]]), [{ first: '2026-11-20', last: '2026-11-26' }]),
  streaks: [
    { metric: 'meditation-days', name: 'Days with meditation', current: 0, longest: 3 },
    { metric: 'work-out-days', name: 'Workout days', current: 1, longest: 2 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActivityPanel', () => {
  it('shows the owner their streaks and calendar, and who else sees them', async () => {
    mockApi({ [url]: { body: activity } });
    renderPage(<ActivityPanel userId={OWNER.userId} />, { me: OWNER });
    expect(await screen.findByTestId('streak-work-out-days')).toHaveProperty(
      'textContent',
      'Workout days: current streak 1 day, longest 2 days',
    );
    expect(screen.getByTestId('streak-meditation-days').textContent).toBe(
      'Days with meditation: current streak 0 days, longest 3 days',
    );
    expect(screen.getByRole('gridcell', { name: 'Wed, 25 Nov 2026 (today): 1 check-in' })).toBeTruthy();
    expect(screen.getByText(/Only you see this/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change in Edit profile' }).getAttribute('href')).toBe('/profile/edit');
  });

  it('tells the owner when everyone sees it', async () => {
    mockApi({ [url]: { body: activity } });
    renderPage(<ActivityPanel userId={OWNER.userId} />, { me: { ...OWNER, publicActivity: true } });
    expect(await screen.findByText(/Everyone sees this on your public profile/)).toBeTruthy();
  });

  it('shows someone else’s public activity without a word on settings', async () => {
    mockApi({ [url]: { body: activity } });
    renderPage(<ActivityPanel userId={OWNER.userId} />, { me: null });
    expect(await screen.findByTestId('activity-calendar')).toBeTruthy();
    expect(screen.queryByText(/Only you see this/)).toBeNull();
  });

  it('leaves out someone else’s private activity', async () => {
    const api = mockApi({ [url]: fail(404, 'not_found', 'User not found') });
    renderPage(<ActivityPanel userId={OWNER.userId} />, { me: OTHER });
    await waitFor(() => expect(api.callsTo('GET', url.slice(4))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('activity-panel')).toBeNull());
    expect(screen.queryByText(/Failed/)).toBeNull();
  });

  it('shows a spinner, then a failure with Retry, and an empty streak list', async () => {
    const api = mockApi({ [url]: fail(500, 'internal') });
    renderPage(<ActivityPanel userId={OWNER.userId} />, { me: OWNER });
    expect(screen.getByText('Loading activity…')).toBeTruthy();
    expect(await screen.findByText('Failed to load activity.')).toBeTruthy();
    api.routes[url] = { body: { ...activity, streaks: [] } };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No check-in goals yet.')).toBeTruthy();
  });
});
