import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format } from 'date-fns';
import { makeProfile, renderPage } from '../../../../test/render';
import { makeChallenge, makeGoal } from '../../test-support/fixtures';
import { fail, mockApi } from '../../../../test/mock-api';
import { ChallengeHistoryPanel } from './challenge-history-panel';
import { CurrentChallengesPanel } from './current-challenges-panel';

const USER = '5b0d7c7e-1f7e-4b8e-9d55-7d1e4f6f1a01';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CurrentChallengesPanel', () => {
  it('shows running challenges with their goals, routine goals linking to training, and hides completed ones', async () => {
    mockApi({
      [`GET /api/challenges/users/${USER}`]: {
        body: [
          makeChallenge({
            goals: [
              makeGoal(),
              makeGoal({ id: 'g4', title: 'Routine: Legs', category: 'Routines', metric: 'rout-abc', gradingType: 'None' }),
            ],
          }),
          makeChallenge({ challengeId: 'c2', title: 'Old one', status: 'completed' }),
        ],
      },
    });
    renderPage(<CurrentChallengesPanel userId={USER} />, { me: null });
    expect(await screen.findByText('Spring Training')).toBeTruthy();
    expect(screen.queryByText('Old one')).toBeNull();
    expect(screen.getByText(/days left$/)).toBeTruthy();
    expect(screen.getByText('Train every day.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Routine: Legs' }).getAttribute('href')).toBe('/training?routine=abc');
  });

  it('shows an empty state', async () => {
    mockApi({ [`GET /api/challenges/users/${USER}`]: { body: [] } });
    renderPage(<CurrentChallengesPanel userId={USER} />, { me: makeProfile() });
    expect(await screen.findByText('No current challenges.')).toBeTruthy();
  });
});

describe('ChallengeHistoryPanel', () => {
  it('lists entries with status, dd/MM finish date and points', async () => {
    const finished = '2026-03-09T12:00:00.000Z';
    mockApi({
      [`GET /api/challenges/users/${USER}/history`]: {
        body: [
          {
            id: 'h1',
            challengeId: 'c1',
            name: 'Week one',
            finishedDate: finished,
            status: 'Completed',
            rewardPoints: 7,
            punishmentPoints: 2,
          },
          {
            id: 'h2',
            challengeId: 'c2',
            name: 'Week two',
            finishedDate: finished,
            status: 'Cancelled',
            rewardPoints: 0,
            punishmentPoints: 5,
          },
        ],
      },
    });
    renderPage(<ChallengeHistoryPanel userId={USER} />, { me: null });
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Week one');
    expect(entries[0]!.textContent).toContain('Completed');
    expect(entries[0]!.textContent).toContain(format(new Date(finished), 'dd/MM'));
    expect(entries[0]!.textContent).toContain('+7 RP / -2 PP');
    expect(entries[1]!.textContent).toContain('Cancelled');
  });

  it('shows the empty state and the load failure', async () => {
    mockApi({ [`GET /api/challenges/users/${USER}/history`]: { body: [] } });
    const view = renderPage(<ChallengeHistoryPanel userId={USER} />, { me: null });
    expect(await screen.findByText('No completed challenges found.')).toBeTruthy();
    view.unmount();

    mockApi({ [`GET /api/challenges/users/${USER}/history`]: fail(500, 'internal', 'Boom') });
    renderPage(<ChallengeHistoryPanel userId={USER} />, { me: null });
    expect(await screen.findByText('Failed to load challenge history.')).toBeTruthy();
  });
});
