import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard, Goal, MetricState } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../../test/render';
import { fail, mockApi } from '../../../../test/mock-api';
import { makeChallenge, makeDashboard, makeGoal, makeMetric } from '../../test-support/fixtures';
import { ChallengeSection } from './challenge-section';

afterEach(() => vi.unstubAllGlobals());

/** A goal and its metric, numbered so that each has an id and a metric of its own. */
function goalWith(n: number, goal: Partial<Goal>, metric: Partial<MetricState>) {
  const key = `metric-${n}`;
  return {
    goal: makeGoal({ id: `g${n}`, title: `Goal ${n}`, metric: key, ...goal }),
    metric: makeMetric({ metric: key, name: `Metric ${n}`, unit: 'times', ...metric }),
  };
}

/**
 * Eight goals, three carried punishment goals among them, as a challenge after a failed one has:
 * 2, 5 and 7 ask nothing more today (checked in, switched on, a limit held).
 */
function eightGoals(): Dashboard {
  const goals = [
    goalWith(1, { gradingType: 'CheckIn', goalValue: 5 }, { currentValue: 1 }),
    goalWith(2, { gradingType: 'CheckIn', goalValue: 5 }, { currentValue: 2, checkedInToday: true, checkedInYesterday: true }),
    goalWith(
      3,
      { gradingType: 'AutomaticHigher', goalValue: 20 },
      { currentValue: 4, unit: 'km', gradingType: 'AutomaticHigher' },
    ),
    goalWith(4, { gradingType: 'Manual', goalValue: 50 }, { currentValue: 0, gradingType: 'Manual' }),
    goalWith(5, { gradingType: 'AutomaticLower', goalValue: 0 }, { currentValue: 0, gradingType: 'AutomaticLower' }),
    goalWith(6, { category: 'Punishment', gradingType: 'CheckIn', goalValue: 3 }, { currentValue: 0 }),
    goalWith(7, { category: 'Punishment', gradingType: 'Manual', goalValue: 50 }, { currentValue: 100, gradingType: 'Manual' }),
    goalWith(8, { category: 'Punishment', gradingType: 'CheckIn', goalValue: 7 }, { currentValue: 0 }),
  ];
  return makeDashboard({
    activeChallenge: makeChallenge({ goals: goals.map((entry) => entry.goal), punishmentWorkedOff: 12 }),
    metrics: goals.map((entry) => entry.metric),
  });
}

const goalIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-testid'));

describe('a challenge of many goals on the dashboard', () => {
  it('lists the goals with something to do today first, and folds away the done ones', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: eightGoals() } });
    renderPage(<ChallengeSection />, { me: makeProfile() });

    const toDo = await screen.findByRole('list', { name: 'Goals to do today' });
    expect(goalIds(toDo)).toEqual(['goal-metric-1', 'goal-metric-3', 'goal-metric-4', 'goal-metric-6', 'goal-metric-8']);
    const done = screen.getByTestId<HTMLDetailsElement>('goals-done');
    expect(done.open).toBe(false);
    expect(within(done).getByText('3 goals done for today').tagName).toBe('SUMMARY');
    expect(goalIds(within(done).getByRole('list', { name: 'Goals done for today' }))).toEqual([
      'goal-metric-2',
      'goal-metric-5',
      'goal-metric-7',
    ]);
  });

  it('keeps a goal where it is when the player finishes it, so nothing moves under the thumb', async () => {
    mockApi({
      'GET /api/challenges/dashboard': { body: eightGoals() },
      'POST /api/challenges/metrics/metric-1/check-in': {
        body: makeMetric({ metric: 'metric-1', name: 'Metric 1', currentValue: 2, checkedInToday: true }),
      },
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    const first = await screen.findByTestId('goal-metric-1');
    fireEvent.click(within(first).getByRole('button', { name: 'Check in' }));

    await waitFor(() => expect(within(first).getByTestId('progress-metric-1').textContent).toBe('Progress: 2/5'));
    expect(goalIds(screen.getByRole('list', { name: 'Goals to do today' }))[0]).toBe('goal-metric-1');
    expect(screen.getByText('3 goals done for today')).toBeTruthy();
  });
});

describe('a quantity goal', () => {
  it('takes the amount done as one number, sent as one step, and a decimal comma too', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: eightGoals() },
      'POST /api/challenges/metrics/metric-3/step': (body) => {
        const { delta } = body as { delta: number };
        const currentValue = delta === 20 ? 24 : 29.5;
        return {
          body: makeMetric({ metric: 'metric-3', name: 'Metric 3', unit: 'km', currentValue, gradingType: 'AutomaticHigher' }),
        };
      },
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    const amount = await screen.findByLabelText<HTMLInputElement>('Amount to add to Metric 3');
    const add = within(screen.getByTestId('goal-metric-3')).getByRole<HTMLButtonElement>('button', { name: 'Add' });
    expect(add.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '0' } });
    expect(add.disabled).toBe(true);

    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('value-metric-3').textContent).toBe('24 km'));
    expect(amount.value).toBe('');
    fireEvent.change(amount, { target: { value: '5,5' } });
    fireEvent.submit(amount.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('value-metric-3').textContent).toBe('29.5 km'));
    expect(api.callsTo('POST', '/api/challenges/metrics/metric-3/step').map((call) => call.body)).toEqual([
      { delta: 20 },
      { delta: 5.5 },
    ]);
  });

  it('shows the server’s refusal and the value as it was', async () => {
    const message = 'Enter an amount with at most two decimals.';
    mockApi({
      'GET /api/challenges/dashboard': { body: eightGoals() },
      'POST /api/challenges/metrics/metric-3/step': fail(400, 'validation_failed', message),
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    fireEvent.change(await screen.findByLabelText('Amount to add to Metric 3'), { target: { value: '1.234' } });
    fireEvent.click(within(screen.getByTestId('goal-metric-3')).getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByTestId('value-metric-3').textContent).toBe('4 km');
  });
});
