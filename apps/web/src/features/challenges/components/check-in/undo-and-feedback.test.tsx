import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, type Dashboard } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../../test/render';
import { mockApi } from '../../../../test/mock-api';
import { makeChallenge, makeDashboard, makeGoal, makeMetric } from '../../test-support/fixtures';
import { useQueuedCheckInSender } from '../../api/queued-check-in-sender';
import { queuedCheckIns, removeQueuedCheckIn } from '../../lib/check-in-queue';
import { ChallengeSection } from '../dashboard/challenge-section';

const me = makeProfile();
const today = () => calendarDay(new Date(), 'UTC');
const CHECK_IN = 'POST /api/challenges/metrics/work-out-days/check-in';
const UNDO_CHECK_IN = 'POST /api/challenges/metrics/work-out-days/check-in/undo';
const ACTIVITY = `GET /api/challenges/users/${me.userId}/activity`;

/**
 * Workout: 5 check-ins in a challenge that started yesterday and ends in three days, 2 done.
 * 'Hold your testosterone': at most 0 days with release, passing at 0. 'Tidy up': manual, completed.
 */
const dashboard = (workout = makeMetric()): Dashboard =>
  makeDashboard({
    activeChallenge: makeChallenge({
      goals: [
        makeGoal({ rewardPoints: 6, punishmentPoints: 4 }),
        makeGoal({
          id: 'g2',
          title: 'Hold your testosterone',
          category: 'Chastity',
          metric: 'cum-days',
          gradingType: 'AutomaticLower',
          goalValue: 0,
          rewardPoints: 7,
          punishmentPoints: 10,
        }),
        makeGoal({ id: 'g3', title: 'Tidy up', category: 'House', metric: 'clean-days', gradingType: 'Manual', goalValue: 0 }),
      ],
    }),
    metrics: [
      workout,
      makeMetric({ metric: 'cum-days', name: 'Days with release', currentValue: 0, gradingType: 'AutomaticLower' }),
      makeMetric({ metric: 'clean-days', name: 'Days the home was tidied', currentValue: 100, gradingType: 'Manual' }),
    ],
    rewardCap: 100,
  });

function Dashboard() {
  useQueuedCheckInSender(me.userId);
  return <ChallengeSection />;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const projection = (metric: string) => screen.getByTestId(`goal-projection-${metric}`).textContent;
const workoutRow = () => within(screen.getByTestId('goal-work-out-days'));

beforeEach(() => setOnline(true));
afterEach(async () => {
  for (const item of await queuedCheckIns(me.userId)) await removeQueuedCheckIn(item.idempotencyKey);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a check-in', () => {
  it('is celebrated with its streak, says where the goal is heading and what it is worth, and can be undone', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: dashboard() },
      [CHECK_IN]: { body: makeMetric({ currentValue: 3, checkedInToday: true }) },
      [ACTIVITY]: {
        body: { today: today(), days: [], streaks: [{ metric: 'work-out-days', name: 'Workout days', current: 4, longest: 4 }] },
      },
      [UNDO_CHECK_IN]: { body: makeMetric({ currentValue: 2 }) },
    });
    renderPage(<Dashboard />, { me });
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeTruthy();
    expect(projection('work-out-days')).toBe('Would fail today: 0 RP / −4 PP');

    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() =>
      expect(screen.getByTestId('check-in-feedback-work-out-days').textContent).toBe('✓ Checked in! · 4-day streak'),
    );
    expect(workoutRow().getByTestId('progress-work-out-days').textContent).toBe('Progress: 3/5');
    // Two more in four open days (today done; yesterday still open): a day to spare.
    expect(projection('work-out-days')).toBe('On track: +6 RP at the finish if you keep going');

    fireEvent.click(workoutRow().getByRole('button', { name: 'Undo check-in' }));
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/challenges/metrics/work-out-days/check-in/undo')[0]!.body).toEqual({ day: today() });
    expect(screen.queryByTestId('check-in-feedback-work-out-days')).toBeNull();
    expect(projection('work-out-days')).toBe('Would fail today: 0 RP / −4 PP');
  });

  it('still waiting on the device is undone by taking it out of the queue, and never sent', async () => {
    let sentOnline = 0;
    mockApi({
      'GET /api/challenges/dashboard': { body: dashboard() },
      [CHECK_IN]: () => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        sentOnline += 1;
        return { body: makeMetric({ currentValue: 3, checkedInToday: true }) };
      },
    });
    renderPage(<Dashboard />, { me });
    const checkIn = await screen.findByRole('button', { name: 'Check in' });
    setOnline(false);
    fireEvent.click(checkIn);
    await waitFor(() => expect(screen.getByTestId('check-in-feedback-work-out-days').textContent).toBe('✓ Checked in!'));

    fireEvent.click(workoutRow().getByRole('button', { name: 'Undo check-in' }));
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeTruthy();
    expect(await queuedCheckIns(me.userId)).toEqual([]);
    setOnline(true);
    // Back online, the queue has nothing to send: give it the moment a send would take.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentOnline).toBe(0);
    expect(screen.getByRole('button', { name: 'Check in' })).toBeTruthy();
  });
});

describe('a tap that would fail a goal', () => {
  it('asks first with what it costs at the finish, and the step it then makes can be undone', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: dashboard() },
      'POST /api/challenges/metrics/cum-days/step': {
        body: makeMetric({ metric: 'cum-days', currentValue: 1, gradingType: 'AutomaticLower' }),
      },
      'POST /api/challenges/metrics/cum-days/undo': {
        body: makeMetric({ metric: 'cum-days', currentValue: 0, gradingType: 'AutomaticLower' }),
      },
    });
    renderPage(<Dashboard />, { me });
    const plus = await screen.findByRole('button', { name: 'Increase Days with release' });

    fireEvent.click(plus);
    const question = screen.getByRole('alertdialog');
    expect(within(question).getByText('This fails ‘Hold your testosterone’: −10 PP at the finish.')).toBeTruthy();
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep it' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('POST', '/api/challenges/metrics/cum-days/step')).toEqual([]);

    fireEvent.click(plus);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Do it anyway' }));
    await waitFor(() => expect(projection('cum-days')).toBe('Would fail today: 0 RP / −10 PP'));
    expect(api.callsTo('POST', '/api/challenges/metrics/cum-days/step')[0]!.body).toEqual({ delta: 1 });

    fireEvent.click(within(screen.getByTestId('goal-cum-days')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(projection('cum-days')).toBe('Would pass today: +7 RP / 0 PP'));
    expect(api.callsTo('POST', '/api/challenges/metrics/cum-days/undo')).toHaveLength(1);
  });

  it('turning a completed manual goal off asks first too', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: dashboard() },
      'POST /api/challenges/metrics/clean-days/manual': {
        body: makeMetric({ metric: 'clean-days', currentValue: 0, gradingType: 'Manual' }),
      },
    });
    renderPage(<Dashboard />, { me });
    fireEvent.click(await screen.findByLabelText('Completed'));
    expect(within(screen.getByRole('alertdialog')).getByText(/^This fails ‘Tidy up’: −4 PP at the finish\.$/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Completed').checked).toBe(true);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Do it anyway' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/challenges/metrics/clean-days/manual').map((call) => call.body)).toEqual([
        { completed: false },
      ]),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Not Completed').checked).toBe(false);
  });
});
