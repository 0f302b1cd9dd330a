import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChallengeOutcome } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../test/render';
import { makeChallenge, makeDashboard, makeGoal, makeMetric } from '../test-support/fixtures';
import { fail, mockApi } from '../../../test/mock-api';
import FinishChallengePage from './finish-challenge-page';

const dashboard = makeDashboard({
  activeChallenge: makeChallenge({
    goals: [
      makeGoal(),
      makeGoal({ id: 'g3', title: 'Run!', metric: 'distance-run', gradingType: 'AutomaticHigher', goalValue: 20 }),
    ],
  }),
  metrics: [
    makeMetric({ currentValue: 5 }),
    makeMetric({ metric: 'distance-run', name: 'Distance run', unit: 'km', currentValue: 12, gradingType: 'AutomaticHigher' }),
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FinishChallengePage', () => {
  it('asks for the automatic final values, finishes and shows the points and the cap', async () => {
    const outcome: ChallengeOutcome = {
      status: 'Completed',
      rewardPoints: 6,
      uncappedRewardPoints: 9,
      punishmentPoints: 4,
      restoredPunishmentPoints: 0,
      cancelPenalty: 0,
      goals: [
        { goalId: 'g1', title: 'Workout', currentValue: 5, goalValue: 5, succeeded: true },
        { goalId: 'g3', title: 'Run!', currentValue: 18, goalValue: 20, succeeded: false },
      ],
    };
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: dashboard },
      'POST /api/challenges/active/finish': { body: outcome },
    });
    renderPage(<FinishChallengePage />, { me: makeProfile() });
    expect((await screen.findByTestId('finish-title')).textContent).toBe('Spring Training');
    expect(screen.getByText('Finish Your Challenge')).toBeTruthy();
    expect(screen.getByTestId('finish-readonly-work-out-days').textContent).toBe('5/5 days');
    const input = screen.getByLabelText<HTMLInputElement>('Run! (km)');
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish Challenge' }));

    expect((await screen.findByTestId('outcome-rp')).textContent).toBe('Reward Points: 6');
    expect(screen.getByTestId('outcome-reward-capped').textContent).toBe(
      'Capped from 9 RP: a challenge pays at most 20 RP for each day that no finished challenge has paid yet.',
    );
    expect(screen.getByTestId('outcome-pp').textContent).toBe('Punishment Points: 4');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(api.callsTo('POST', '/api/challenges/active/finish')[0]?.body).toEqual({ values: { 'distance-run': 18 } });
  });

  it("shows the server's message when it is not the last day", async () => {
    mockApi({
      'GET /api/challenges/dashboard': { body: dashboard },
      'POST /api/challenges/active/finish': fail(409, 'not_last_day', 'You can finish on the last day of the challenge.'),
    });
    renderPage(<FinishChallengePage />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish Challenge' }));
    expect(await screen.findByText('You can finish on the last day of the challenge.')).toBeTruthy();
  });

  it('says there is nothing to finish without an active challenge', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: makeDashboard() } });
    renderPage(<FinishChallengePage />, { me: makeProfile() });
    expect(await screen.findByText('There is no challenge pending to finish')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Challenge' }).getAttribute('href')).toBe('/newchallenge');
  });
});
