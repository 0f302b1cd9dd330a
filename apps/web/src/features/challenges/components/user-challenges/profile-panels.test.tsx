import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@gauntlet/core';
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
  it('lists entries with how each went, its finish day and points, green only when every goal passed', async () => {
    const finished = '2026-03-09T12:00:00.000Z';
    const entry = (name: string, more: Partial<HistoryEntry>): HistoryEntry => ({
      id: name,
      challengeId: name,
      name,
      finishedDate: finished,
      status: 'Completed',
      rewardPoints: 0,
      punishmentPoints: 0,
      goalsPassed: null,
      goalCount: null,
      ...more,
    });
    mockApi({
      [`GET /api/challenges/users/${USER}/history`]: {
        body: [
          entry('Week one', { rewardPoints: 7, goalsPassed: 2, goalCount: 2 }),
          entry('Week two', { rewardPoints: 3, punishmentPoints: 4, goalsPassed: 1, goalCount: 3 }),
          entry('Week three', { punishmentPoints: 63, goalsPassed: 0, goalCount: 3 }),
          entry('Week four', { status: 'Cancelled', punishmentPoints: 5 }),
        ],
      },
    });
    renderPage(<ChallengeHistoryPanel userId={USER} />, { me: null });
    const entries = await screen.findAllByTestId('history-entry');
    const badges = entries.map((row) => within(row).getByTestId('challenge-result'));
    expect(badges.map((badge) => badge.textContent)).toEqual(['Passed', '1 of 3 goals passed', 'Failed', 'Cancelled']);
    expect(badges.map((badge) => badge.classList.contains('bg-success'))).toEqual([true, false, false, false]);
    expect(badges[2]!.classList.contains('bg-danger')).toBe(true);
    expect(entries[0]!.textContent).toContain('9 Mar 2026');
    expect(entries[0]!.textContent).toContain('+7 RP / 0 PP');
    expect(entries[2]!.textContent).toContain('0 RP / \u221263 PP');
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
