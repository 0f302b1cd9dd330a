import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChallengeDetail } from '@gauntlet/core';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderRoutes } from '../../../test/render';
import { makeChallenge, makeDashboard, makeGoal } from '../test-support/fixtures';
import SeeChallengePage from './see-challenge-page';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: 'seechallenge', element: <SeeChallengePage /> },
  { path: 'seechallenge/:challengeId', element: <SeeChallengePage /> },
];
const finished: ChallengeDetail = {
  ...makeChallenge({
    challengeId: 'c7',
    title: 'Bull Training',
    status: 'completed',
    goals: [makeGoal({ title: 'Workout', goalValue: 5, rewardPoints: 5, punishmentPoints: 5 })],
  }),
  outcome: {
    id: 'h1',
    challengeId: 'c7',
    name: 'Bull Training',
    finishedDate: '2026-03-08T20:00:00.000Z',
    status: 'Cancelled',
    rewardPoints: 0,
    punishmentPoints: 3,
    goalsPassed: null,
    goalCount: null,
  },
};

describe('SeeChallengePage', () => {
  it('shows a challenge by its id: how it ended, its result and each goal with its points', async () => {
    mockApi({ 'GET /api/challenges/c7': { body: finished } });
    renderRoutes(routes, { path: '/seechallenge/c7', me: makeProfile() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bull Training' })).toBeTruthy();
    const card = screen.getByTestId('challenge-detail');
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).getByTestId('challenge-points').textContent).toBe('0 RP / \u22123 PP');
    const goals = within(card).getByRole('list', { name: 'Goals of Bull Training' });
    expect(within(goals).getByRole('listitem').textContent).toBe('Workout · goal 5+5 RP / \u22125 PP');
  });

  it('calls a finish whose every goal failed a failure, in red, not a green "Completed"', async () => {
    const failed = { ...finished.outcome!, status: 'Completed' as const, punishmentPoints: 5, goalsPassed: 0, goalCount: 1 };
    mockApi({ 'GET /api/challenges/c7': { body: { ...finished, outcome: failed } } });
    renderRoutes(routes, { path: '/seechallenge/c7', me: makeProfile() });
    const badge = await screen.findByTestId('challenge-result');
    expect(badge.textContent).toBe('Failed');
    expect(badge.classList.contains('bg-danger')).toBe(true);
    expect(screen.queryByText('Completed')).toBeNull();
  });

  it('without an id shows the active challenge, or says there is none', async () => {
    const active = makeChallenge({ challengeId: 'c9', title: 'Spring Training' });
    mockApi({
      'GET /api/challenges/dashboard': { body: makeDashboard({ activeChallenge: active }) },
      'GET /api/challenges/c9': { body: { ...active, outcome: null } },
    });
    const first = renderRoutes(routes, { path: '/seechallenge', me: makeProfile() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Training' })).toBeTruthy();
    expect(within(screen.getByTestId('challenge-detail')).getByText(/days? left|hours? left/)).toBeTruthy();
    first.unmount();

    mockApi({ 'GET /api/challenges/dashboard': { body: makeDashboard({ activeChallenge: null }) } });
    renderRoutes(routes, { path: '/seechallenge', me: makeProfile() });
    expect(await screen.findByRole('heading', { name: 'No active challenge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new challenge' }).getAttribute('href')).toBe('/newchallenge');
  });

  it('says so when the challenge is not the user’s, and offers a retry when loading fails', async () => {
    mockApi({ 'GET /api/challenges/c7': fail(404, 'not_found', 'Challenge not found') });
    const first = renderRoutes(routes, { path: '/seechallenge/c7', me: makeProfile() });
    expect(await screen.findByText('This challenge does not exist or is not yours.')).toBeTruthy();
    first.unmount();

    mockApi({ 'GET /api/challenges/c7': fail(500, 'internal', 'Boom') });
    renderRoutes(routes, { path: '/seechallenge/c7', me: makeProfile() });
    expect(await screen.findByText('Failed to load the challenge.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
