import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { ChallengeOutcome, Dashboard } from '@gauntlet/core';
import { makeProfile, renderPage, renderRoutes } from '../../../../test/render';
import { makeChallenge, makeDashboard, makeGoal, makeMetric } from '../../test-support/fixtures';
import { fail, mockApi } from '../../../../test/mock-api';
import { ChallengeSection } from './challenge-section';

const HOUR = 3_600_000;

const activeDashboard = (): Dashboard => {
  const challenge = makeChallenge({
    goals: [
      makeGoal(),
      makeGoal({ id: 'g2', title: 'Tidy up', category: 'House', metric: 'clean-days', gradingType: 'Manual', goalValue: 1 }),
      makeGoal({ id: 'g3', title: 'Run!', metric: 'distance-run', gradingType: 'AutomaticHigher', goalValue: 20 }),
      makeGoal({
        id: 'g4',
        title: 'Routine: Legs',
        category: 'Routines',
        metric: 'rout-abc123',
        gradingType: 'None',
        goalValue: 1,
      }),
    ],
  });
  return makeDashboard({
    activeChallenge: challenge,
    metrics: [
      makeMetric(),
      makeMetric({ metric: 'clean-days', name: 'Days the home was tidied', currentValue: 0, gradingType: 'Manual' }),
      makeMetric({ metric: 'distance-run', name: 'Distance run', unit: 'km', currentValue: 4, gradingType: 'AutomaticHigher' }),
      makeMetric({ metric: 'rout-abc123', name: 'Legs', unit: 'sessions', currentValue: 0, gradingType: 'None' }),
    ],
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChallengeSection with an active challenge', () => {
  it('replaces the Check in button by the progress text after checking in', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: activeDashboard() },
      'POST /api/challenges/metrics/work-out-days/check-in': { body: makeMetric({ currentValue: 3, checkedInToday: true }) },
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });

    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect((await screen.findByTestId('progress-work-out-days')).textContent).toBe('Progress: 3/5');
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(api.callsTo('POST', '/api/challenges/metrics/work-out-days/check-in')).toHaveLength(1);
  });

  it('shows the progress text straight away for a metric already checked in today', async () => {
    const dashboard = activeDashboard();
    dashboard.metrics[0] = makeMetric({ currentValue: 4, checkedInToday: true });
    mockApi({ 'GET /api/challenges/dashboard': { body: dashboard } });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    expect((await screen.findByTestId('progress-work-out-days')).textContent).toBe('Progress: 4/5');
  });

  it('shows title, last day, remaining time, the routine link and no Finish button before the last day', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: activeDashboard() } });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    expect(await screen.findByText('Spring Training')).toBeTruthy();
    expect(screen.getByTestId('last-day').textContent).toMatch(/^Last day: \w{3}, \d{1,2} \w{3,4} \d{4}$/);
    expect(screen.getByTestId('remaining-time').textContent).toMatch(/days left$/);
    expect(screen.getByRole('link', { name: 'Train Routine' }).getAttribute('href')).toBe('/training?routine=abc123');
    expect(screen.queryByRole('link', { name: 'Finish Challenge' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Challenge' })).toBeTruthy();
  });

  it('offers Finish Challenge on the last calendar day', async () => {
    const dashboard = activeDashboard();
    // One minute from now is still today in UTC except in the last minute of the day.
    const end = new Date(Date.now() + 60_000);
    if (end.getUTCDate() !== new Date().getUTCDate()) return;
    dashboard.activeChallenge = { ...dashboard.activeChallenge!, endDate: end.toISOString() };
    mockApi({ 'GET /api/challenges/dashboard': { body: dashboard } });
    renderPage(<ChallengeSection />, { me: makeProfile({ timeZone: 'UTC' }) });
    const link = await screen.findByRole('link', { name: 'Finish Challenge' });
    expect(link.getAttribute('href')).toBe('/finishchallenge');
  });

  it('writes the manual switch and relabels it', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: activeDashboard() },
      'POST /api/challenges/metrics/clean-days/manual': {
        body: makeMetric({ metric: 'clean-days', name: 'Days the home was tidied', currentValue: 100, gradingType: 'Manual' }),
      },
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    const toggle = await screen.findByLabelText<HTMLInputElement>('Not Completed');
    expect(toggle.getAttribute('type')).toBe('checkbox');
    fireEvent.click(toggle);
    // The switch shows the turn at once, and the server gets it.
    expect((await screen.findByLabelText<HTMLInputElement>('Completed')).checked).toBe(true);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/challenges/metrics/clean-days/manual')[0]?.body).toEqual({ completed: true }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Completed').checked).toBe(true);
  });

  it('reverts the shown value when a step fails', async () => {
    let release: () => void = () => undefined;
    mockApi({
      'GET /api/challenges/dashboard': { body: activeDashboard() },
      'POST /api/challenges/metrics/distance-run/step': () =>
        new Promise((resolve) => {
          release = () => resolve(fail(409, 'metric_locked', 'This metric cannot be changed.'));
        }),
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    const value = await screen.findByTestId('value-distance-run');
    expect(value.textContent).toBe('4 km');
    fireEvent.click(screen.getByRole('button', { name: 'Increase Distance run' }));
    await waitFor(() => expect(screen.getByTestId('value-distance-run').textContent).toBe('5 km'));
    release();
    expect(await screen.findByText('This metric cannot be changed.')).toBeTruthy();
    expect(screen.getByTestId('value-distance-run').textContent).toBe('4 km');
  });

  it('cancels after confirmation, then shows the outcome, the PP owed again and the no-challenge view', async () => {
    const outcome: ChallengeOutcome = {
      status: 'Cancelled',
      rewardPoints: 0,
      uncappedRewardPoints: 0,
      punishmentPoints: 3,
      restoredPunishmentPoints: 12,
      cancelPenalty: 15,
      goals: [],
    };
    const api = mockApi({
      'GET /api/challenges/dashboard': {
        body: makeDashboard({ activeChallenge: makeChallenge({ punishmentWorkedOff: 12 }), metrics: [makeMetric()] }),
      },
      'POST /api/challenges/active/cancel': { body: outcome },
      'GET /api/challenges/suggestions': { body: [] },
    });
    renderPage(<ChallengeSection />, { me: makeProfile({ cancelPenalty: 10 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Challenge' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('cancel-restores-pp').textContent).toBe(
      'The 12 punishment points this challenge worked off are owed again as well.',
    );
    expect(api.callsTo('POST', '/api/challenges/active/cancel')).toHaveLength(0);
    api.routes['GET /api/challenges/dashboard'] = { body: makeDashboard({ hasCompletedChallenge: true }) };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Challenge' }));

    expect(await screen.findByText('No Active Challenge')).toBeTruthy();
    expect((await screen.findByTestId('outcome-pp')).textContent).toBe('PP received: 3');
    expect(screen.getByTestId('outcome-pp-restored').textContent).toBe(
      'The 12 punishment points this challenge worked off are owed again.',
    );
    expect(api.callsTo('POST', '/api/challenges/active/cancel')).toHaveLength(1);
  });

  it('sends an active challenge outside its window to /finishchallenge', async () => {
    const dashboard = activeDashboard();
    dashboard.activeChallenge = { ...dashboard.activeChallenge!, endDate: new Date(Date.now() - HOUR).toISOString() };
    mockApi({ 'GET /api/challenges/dashboard': { body: dashboard } });
    const routes: RouteObject[] = [
      { path: '/dashboard', element: <ChallengeSection /> },
      { path: '/finishchallenge', element: <p>Finish screen</p> },
    ];
    renderRoutes(routes, { path: '/dashboard', me: makeProfile() });
    expect(await screen.findByText('Finish screen')).toBeTruthy();
  });
});

describe('ChallengeSection without an active challenge', () => {
  const suggestion = {
    key: 'bull-training',
    title: 'Bull Training',
    description: 'Train, grow and empty the tank.',
    durationDays: 7,
    goals: [{ title: 'Workout', category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 5 }],
  };
  const suggestions = [suggestion, { ...suggestion, key: 'a', title: 'A' }, { ...suggestion, key: 'b', title: 'B' }];

  it('offers a blank challenge and three suggestions, and no copy without a completed challenge', async () => {
    mockApi({
      'GET /api/challenges/dashboard': { body: makeDashboard() },
      'GET /api/challenges/suggestions': { body: suggestions },
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    expect(await screen.findByText('No Active Challenge')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blank New Challenge' }).getAttribute('href')).toBe('/newchallenge');
    expect(screen.queryByRole('button', { name: 'Copy Previous Challenge' })).toBeNull();
    expect(await screen.findAllByRole('button', { name: 'Start This Challenge' })).toHaveLength(3);
  });

  it("says 'No previous challenge found!' on the page, with no browser alert, when there is nothing to copy", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mockApi({
      'GET /api/challenges/dashboard': { body: makeDashboard({ hasCompletedChallenge: true }) },
      'GET /api/challenges/suggestions': { body: suggestions },
      'GET /api/challenges/previous': { body: null },
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Previous Challenge' }));
    expect((await screen.findByText('No previous challenge found!')).getAttribute('role')).toBe('status');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the dashboard fails to load', async () => {
    const api = mockApi({ 'GET /api/challenges/dashboard': fail(500, 'internal', 'Server error') });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    expect(await screen.findByText('Failed to load your challenge.')).toBeTruthy();
    api.routes['GET /api/challenges/dashboard'] = { body: makeDashboard() };
    api.routes['GET /api/challenges/suggestions'] = { body: suggestions };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Active Challenge')).toBeTruthy();
  });
});
