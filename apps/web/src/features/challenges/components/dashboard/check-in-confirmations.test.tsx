import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckInConfirmation, Dashboard, UnconfirmedRule } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../../test/render';
import { mockApi } from '../../../../test/mock-api';
import { makeChallenge, makeDashboard, makeGoal, makeMetric } from '../../test-support/fixtures';
import { confirmedMetrics } from '../../lib/confirmed-metrics';
import { ChallengeSection } from './challenge-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CONFIRMATIONS: CheckInConfirmation[] = [
  {
    kind: 'check_in',
    id: '6a1f6c4d-0e87-4fa3-a24d-be5d5a7d3e01',
    metric: 'work-out-days',
    day: '2026-11-27',
    state: 'pending',
    reason: null,
  },
  {
    kind: 'check_in',
    id: '6a1f6c4d-0e87-4fa3-a24d-be5d5a7d3e02',
    metric: 'work-out-days',
    day: '2026-11-26',
    state: 'confirmed',
    reason: null,
  },
  {
    kind: 'check_in',
    id: '6a1f6c4d-0e87-4fa3-a24d-be5d5a7d3e03',
    metric: 'clean-days',
    day: '2026-11-26',
    state: 'rejected',
    reason: 'No photo',
  },
];

/** A "partner confirms" challenge: 2 workouts made, one still pending; a tidy day rejected (so 0). */
const dashboardWith = (partnerConfirms: UnconfirmedRule | null): Dashboard =>
  makeDashboard({
    activeChallenge: makeChallenge({
      partnerConfirms,
      goals: [makeGoal(), makeGoal({ id: 'g2', title: 'Tidy', category: 'House', metric: 'clean-days' })],
    }),
    metrics: [
      makeMetric({ currentValue: 2 }),
      makeMetric({ metric: 'clean-days', name: 'Days the home was tidied', currentValue: 0 }),
    ],
    confirmations: partnerConfirms ? CONFIRMATIONS : [],
  });

describe("the player's check-ins their partner confirms", () => {
  it('shows each check-in as waiting, confirmed or rejected with the reason, and the rule for the end', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: dashboardWith('dont_count') } });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    const card = await screen.findByTestId('check-in-confirmations');
    expect(within(card).getByText('What still waits at the end does not count.')).toBeTruthy();
    expect(
      within(card)
        .getAllByTestId('check-in-confirmation')
        .map((item) => item.textContent),
    ).toEqual([
      'Workout, 27 Nov 2026Waiting for your partner',
      'Workout, 26 Nov 2026Confirmed',
      'Tidy, 26 Nov 2026RejectedReason: No photo',
    ]);
  });

  it('shows nothing of it for a challenge whose check-ins count as made', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: dashboardWith(null) } });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    expect(await screen.findByRole('heading', { name: 'Spring Training' })).toBeTruthy();
    expect(screen.queryByTestId('check-in-confirmations')).toBeNull();
  });
});

const CHORES_ID = '6a1f6c4d-0e87-4fa3-a24d-be5d5a7d3e09';

/** A "partner confirms" challenge whose manual goal the player switched on, its "Completed" in a state. */
const manualDashboard = (partnerConfirms: UnconfirmedRule, state: CheckInConfirmation['state']): Dashboard =>
  makeDashboard({
    activeChallenge: makeChallenge({
      partnerConfirms,
      goals: [makeGoal({ id: 'g3', title: 'Chores', category: 'House', metric: 'chores', gradingType: 'Manual', goalValue: 50 })],
    }),
    metrics: [
      makeMetric({
        metric: 'chores',
        name: 'Chores',
        gradingType: 'Manual',
        currentValue: state === 'rejected' ? 0 : 100,
      }),
    ],
    confirmations: [
      {
        kind: 'manual_grade',
        id: CHORES_ID,
        metric: 'chores',
        day: '2026-11-27',
        state,
        reason: state === 'rejected' ? 'Still a mess' : null,
      },
    ],
  });

describe("the player's manual goal their partner confirms", () => {
  it('keeps the switch on while its "Completed" waits, and says it waits', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: manualDashboard('dont_count', 'pending') } });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    const goal = await screen.findByTestId('goal-chores');
    expect(within(goal).getByRole<HTMLInputElement>('checkbox', { name: 'Completed' }).checked).toBe(true);
    const card = screen.getByTestId('check-in-confirmations');
    expect(within(card).getByText('What still waits at the end does not count.')).toBeTruthy();
    expect(within(card).getByTestId('check-in-confirmation').textContent).toBe(
      'Chores completed, 27 Nov 2026Waiting for your partner',
    );
  });

  it('shows a rejected "Completed" switched off, with the reason', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: manualDashboard('count', 'rejected') } });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    const goal = await screen.findByTestId('goal-chores');
    expect(within(goal).getByRole<HTMLInputElement>('checkbox', { name: 'Not Completed' }).checked).toBe(false);
    expect(screen.getByTestId('check-in-confirmation').textContent).toBe(
      'Chores completed, 27 Nov 2026RejectedReason: Still a mess',
    );
  });
});

describe('confirmedMetrics', () => {
  const workout = (dashboard: Dashboard) => confirmedMetrics(dashboard).find((metric) => metric.metric === 'work-out-days');

  it('leaves out the pending check-ins when the player chose not to count them, as the finish does', () => {
    expect(workout(dashboardWith('dont_count'))?.currentValue).toBe(1);
  });

  it('judges a manual goal whose "Completed" waits not completed when the player chose not to count it, as the finish does', () => {
    const chores = (dashboard: Dashboard) => confirmedMetrics(dashboard)[0]?.currentValue;
    expect(chores(manualDashboard('dont_count', 'pending'))).toBe(0);
    expect(chores(manualDashboard('count', 'pending'))).toBe(100);
    expect(chores(manualDashboard('dont_count', 'confirmed'))).toBe(100);
  });

  it('keeps them when the player chose to count them, and without "partner confirms"', () => {
    expect(workout(dashboardWith('count'))?.currentValue).toBe(2);
    expect(workout(dashboardWith(null))?.currentValue).toBe(2);
  });
});
