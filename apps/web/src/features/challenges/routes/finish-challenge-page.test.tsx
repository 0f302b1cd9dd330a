import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinishOutcome } from '@gauntlet/core';
import { formatDateWithWeekday } from '../../../lib/date-format';
import { makeProfile, renderPage } from '../../../test/render';
import { makeChallenge, makeDashboard, makeGoal, makeMetric } from '../test-support/fixtures';
import { fail, mockApi } from '../../../test/mock-api';
import FinishChallengePage from './finish-challenge-page';

const DAY = 86_400_000;
// On its last day: it started two days ago and ends tonight (UTC, the fixture's zone).
const endOfToday = new Date(new Date().setUTCHours(23, 59, 59, 0));
const dashboard = makeDashboard({
  activeChallenge: makeChallenge({
    startDate: new Date(endOfToday.getTime() + 1000 - 3 * DAY).toISOString(),
    endDate: endOfToday.toISOString(),
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
  it('asks for the automatic final values, finishes and shows the points, the cap and the comparison', async () => {
    const outcome: FinishOutcome = {
      status: 'Completed',
      rewardPoints: 6,
      uncappedRewardPoints: 9,
      punishmentPoints: 4,
      restoredPunishmentPoints: 0,
      cancelPenalty: 0,
      goals: [
        {
          goalId: 'g1',
          title: 'Workout',
          gradingType: 'CheckIn',
          currentValue: 5,
          goalValue: 5,
          succeeded: true,
          rewardPoints: 6,
          punishmentPoints: 0,
        },
        {
          goalId: 'g3',
          title: 'Run!',
          gradingType: 'AutomaticHigher',
          currentValue: 18,
          goalValue: 20,
          succeeded: false,
          rewardPoints: 0,
          punishmentPoints: 4,
        },
        {
          goalId: 'g5',
          title: 'No release',
          gradingType: 'AutomaticLower',
          currentValue: 1,
          goalValue: 0,
          succeeded: false,
          rewardPoints: 0,
          punishmentPoints: 0,
        },
        {
          goalId: 'g4',
          title: 'Chores',
          gradingType: 'Manual',
          currentValue: 100,
          goalValue: 50,
          succeeded: true,
          rewardPoints: 0,
          punishmentPoints: 0,
        },
      ],
      previous: {
        name: 'Winter Training',
        finishedDate: '2026-01-10T20:00:00.000Z',
        rewardPoints: 11,
        punishmentPoints: 0,
        goalsPassed: 3,
        goalCount: 3,
      },
    };
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: dashboard },
      'POST /api/challenges/active/finish': { body: outcome },
    });
    renderPage(<FinishChallengePage />, { me: makeProfile() });
    expect((await screen.findByTestId('finish-title')).textContent).toBe('Spring Training');
    expect(screen.getByText('Finish Your Challenge')).toBeTruthy();
    expect(screen.getByTestId('finish-readonly-work-out-days').textContent).toBe('5 of 5 days');
    const input = screen.getByLabelText<HTMLInputElement>('Run! (km)');
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish Challenge' }));

    expect((await screen.findByTestId('outcome-rp')).textContent).toBe('RP earned: 6');
    expect(screen.getByTestId('outcome-reward-capped').textContent).toBe(
      'Capped from 9 RP: a challenge pays at most 20 RP for each day that no finished challenge has paid yet.',
    );
    expect(screen.getByTestId('outcome-pp').textContent).toBe('PP received: 4');
    // Each goal's value against what it needed, never a score such as '1/0' for a limit of none.
    const result = (title: string) => screen.getByText(title).parentElement?.textContent;
    expect(result('Run!')).toBe('Run!18 (at least 20) Failed');
    expect(result('No release')).toBe('No release1 (at most 0) Failed');
    expect(result('Chores')).toBe('ChoresCompleted Passed');
    expect(screen.getByTestId('outcome-cancel-penalty').textContent).toBe('Your cancel penalty is now 0 %.');
    const comparison = screen.getByRole('table', { name: 'Compared with your previous challenge, “Winter Training”' });
    const rows = within(comparison)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Result', 'This challenge', 'Previous'],
      ['RP earned', '6', '11'],
      ['PP received', '4', '0'],
      ['Goals passed', '2 of 4', '3 of 3'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(api.callsTo('POST', '/api/challenges/active/finish')[0]?.body).toEqual({ values: { 'distance-run': 18 } });
  });

  it('says when there is no previous challenge to compare with, and the cancel penalty now', async () => {
    const outcome: FinishOutcome = {
      status: 'Completed',
      rewardPoints: 6,
      uncappedRewardPoints: 6,
      punishmentPoints: 0,
      restoredPunishmentPoints: 0,
      cancelPenalty: 12,
      goals: [],
      previous: null,
    };
    mockApi({
      'GET /api/challenges/dashboard': { body: dashboard },
      'POST /api/challenges/active/finish': { body: outcome },
    });
    renderPage(<FinishChallengePage />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish Challenge' }));
    expect((await screen.findByTestId('finish-comparison')).textContent).toBe(
      'This is your first finished challenge, so there is no previous one to compare it with.',
    );
    expect(screen.getByTestId('outcome-cancel-penalty').textContent).toBe('Your cancel penalty is now 12 %.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps Finish disabled before the last day and says when it opens', async () => {
    const api = mockApi({ 'GET /api/challenges/dashboard': { body: makeDashboard({ activeChallenge: makeChallenge() }) } });
    renderPage(<FinishChallengePage />, { me: makeProfile() });
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Finish Challenge' });
    expect(button.disabled).toBe(true);
    const lastDay = formatDateWithWeekday(makeChallenge().endDate, 'UTC');
    expect(screen.getByTestId('finish-opens').textContent).toBe(`You can finish this challenge on its last day, ${lastDay}.`);
    fireEvent.click(button);
    expect(api.callsTo('POST', '/api/challenges/active/finish')).toHaveLength(0);
  });

  it("shows the server's message when it refuses the finish", async () => {
    mockApi({
      'GET /api/challenges/dashboard': { body: dashboard },
      'POST /api/challenges/active/finish': fail(409, 'no_active_challenge', 'There is no challenge pending to finish'),
    });
    renderPage(<FinishChallengePage />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish Challenge' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There is no challenge pending to finish');
  });

  it('says there is nothing to finish without an active challenge', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: makeDashboard() } });
    renderPage(<FinishChallengePage />, { me: makeProfile() });
    expect(await screen.findByText('There is no challenge pending to finish')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Challenge' }).getAttribute('href')).toBe('/newchallenge');
  });
});
