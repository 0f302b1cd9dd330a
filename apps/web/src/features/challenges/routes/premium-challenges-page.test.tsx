import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, renderPage, renderRoutes } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import PremiumChallengesPage from './premium-challenges-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const premium = makeProfile({
  permissions: { role: 'silver', flags: ['premium_content'], subscriptionTier: 'silver' },
});
const suggestion = {
  key: 'iron-month',
  title: 'Iron Month',
  description: 'Train hard every day.',
  durationDays: 7,
  goals: [{ title: 'Workout', category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 6 }],
};
const suggestions = [suggestion, { ...suggestion, key: 'b', title: 'Second' }];

describe('PremiumChallengesPage', () => {
  it('lists the premium suggestions and opens one in the editor when asked', async () => {
    mockApi({ 'GET /api/challenges/premium': { body: suggestions } });
    const { router } = renderRoutes(
      [
        { path: '/premium-challenges', element: <PremiumChallengesPage /> },
        { path: '/newchallenge', element: <p>New challenge screen</p> },
      ],
      { path: '/premium-challenges', me: premium },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Challenges' })).toBeTruthy();
    const starts = await screen.findAllByRole('button', { name: 'Start This Challenge' });
    expect(starts).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Iron Month' })).toBeTruthy();

    fireEvent.click(starts[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit first' }));
    expect(await screen.findByText('New challenge screen')).toBeTruthy();
    expect(router.state.location.state).toEqual({ predefined: suggestion });
  });

  it('shows the load failure with a retry, and an empty list', async () => {
    const api = mockApi({ 'GET /api/challenges/premium': fail(403, 'forbidden', 'Upgrade required') });
    const view = renderPage(<PremiumChallengesPage />, { me: premium });
    expect(await screen.findByText('Failed to load premium challenges.')).toBeTruthy();
    api.routes['GET /api/challenges/premium'] = { body: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No premium challenges are available right now.')).toBeTruthy();
    view.unmount();
  });
});
