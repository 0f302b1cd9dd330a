import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, calendarDay, weekdayOf, type Dashboard } from '@gauntlet/core';
import { activateLanguage } from '../../../../lib/i18n';
import { formatWeekday as weekdayIn } from '../../../../lib/date-format';
import { forgetCachedData, restoreCachedData } from '../../../../lib/cached-data';
import { challengeKeys } from '../../../../lib/query-keys';
import { makeProfile, renderPage } from '../../../../test/render';
import { fail, mockApi } from '../../../../test/mock-api';
import { makeChallenge, makeDashboard, makeMetric } from '../../test-support/fixtures';
import { useQueuedCheckInSender } from '../../api/queued-check-in-sender';
import { queuedCheckIns, removeQueuedCheckIn } from '../../lib/check-in-queue';
import { ChallengeSection } from '../dashboard/challenge-section';

const me = makeProfile();
const CHECK_IN = 'POST /api/challenges/metrics/work-out-days/check-in';
const today = () => calendarDay(new Date(), 'UTC');
const yesterday = () => addDays(today(), -1);

/** The challenge fixture started yesterday, so yesterday is still open. */
const dashboard = (metric = makeMetric()): Dashboard => makeDashboard({ activeChallenge: makeChallenge(), metrics: [metric] });

function DashboardWithSender() {
  useQueuedCheckInSender(me.userId);
  return <ChallengeSection />;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const queue = () => screen.getByTestId('check-in-queue-work-out-days');

beforeEach(() => setOnline(true));
afterEach(async () => {
  for (const item of await queuedCheckIns(me.userId)) await removeQueuedCheckIn(item.idempotencyKey);
  await forgetCachedData();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a check-in tapped without a connection', () => {
  it('is kept as pending and sent with its day and key when the connection returns', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: dashboard() },
      [CHECK_IN]: () => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        return { body: makeMetric({ currentValue: 3, checkedInToday: true }) };
      },
    });
    renderPage(<DashboardWithSender />, { me });
    const button = await screen.findByRole('button', { name: 'Check in' });
    setOnline(false);
    // Offline, yesterday's check-in is not offered: only what the device can keep is.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Forgot yesterday/ })).toBeNull());
    fireEvent.click(button);

    await waitFor(() =>
      expect(queue().textContent).toBe('Check-in for today pending: saved on this device, sent when you are back online.'),
    );
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(queue().getAttribute('role')).toBe('status');

    setOnline(true);
    expect((await screen.findByTestId('progress-work-out-days')).textContent).toBe('Progress: 3/5');
    // The pending line gives way to the progress, both in the region screen readers hear.
    await waitFor(() => expect(queue().textContent).toBe('Progress: 3/5'));
    const sent = api.callsTo('POST', '/api/challenges/metrics/work-out-days/check-in');
    const last = sent.at(-1)!.body as { day: string; idempotencyKey: string };
    expect(last.day).toBe(today());
    expect(last.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Every try of the check-in carried the same key.
    expect(new Set(sent.map((call) => (call.body as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
    expect(await queuedCheckIns(me.userId)).toEqual([]);
  });

  it('is saved with the data on screen before it shows as pending, so an app restarted at once opens with both', async () => {
    const shown = dashboard();
    mockApi({
      'GET /api/challenges/dashboard': { body: shown },
      [CHECK_IN]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage(<DashboardWithSender />, { me });
    const button = await screen.findByRole('button', { name: 'Check in' });
    setOnline(false);
    fireEvent.click(button);
    await waitFor(() => expect(queue().textContent).toMatch(/^Check-in for today pending/));

    // Restarted offline the moment the tap showed as pending, before any later save.
    const restarted = new QueryClient();
    expect(await restoreCachedData(restarted)).toEqual(me);
    expect(restarted.getQueryData(challengeKeys.dashboard)).toEqual(shown);
    expect(await queuedCheckIns(me.userId)).toEqual([expect.objectContaining({ metric: 'work-out-days', day: today() })]);
  });

  it('shows the server’s refusal on the pending item until it is dismissed', async () => {
    const message = 'A check-in counts only for today or yesterday: Monday 2026-11-16 is too long ago.';
    mockApi({ 'GET /api/challenges/dashboard': { body: dashboard() }, [CHECK_IN]: fail(422, 'check_in_day_closed', message) });
    renderPage(<DashboardWithSender />, { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Check-in for ${weekdayOf(today())} refused: ${message} Dismiss`);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await queuedCheckIns(me.userId)).toEqual([]);
  });
});

describe('the yesterday offer', () => {
  it('checks in for yesterday, named by its weekday, and then disappears', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: dashboard() },
      [CHECK_IN]: { body: makeMetric({ currentValue: 3, checkedInYesterday: true }) },
    });
    renderPage(<DashboardWithSender />, { me });
    fireEvent.click(await screen.findByRole('button', { name: `Forgot yesterday? Check in for ${weekdayOf(yesterday())}` }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /Forgot yesterday/ })).toBeNull());
    expect(api.callsTo('POST', '/api/challenges/metrics/work-out-days/check-in')[0]!.body).toMatchObject({ day: yesterday() });
    // Today's check-in is still to do.
    expect(screen.getByRole('button', { name: 'Check in' })).toBeTruthy();
  });

  it('is not offered once yesterday is checked in, nor when the challenge started today', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: dashboard(makeMetric({ checkedInYesterday: true })) } });
    const first = renderPage(<DashboardWithSender />, { me });
    await screen.findByRole('button', { name: 'Check in' });
    expect(screen.queryByRole('button', { name: /Forgot yesterday/ })).toBeNull();
    first.unmount();

    const startedToday = makeDashboard({
      activeChallenge: makeChallenge({ startDate: `${today()}T00:00:00.000Z` }),
      metrics: [makeMetric()],
    });
    mockApi({ 'GET /api/challenges/dashboard': { body: startedToday } });
    renderPage(<DashboardWithSender />, { me });
    await screen.findByRole('button', { name: 'Check in' });
    expect(screen.queryByRole('button', { name: /Forgot yesterday/ })).toBeNull();
  });
});

/** The fixture's dashboard with a second goal, graded by hand on the metric 'clean-days'. */
function withManualGoal(): Dashboard {
  const withManual = dashboard();
  withManual.activeChallenge!.goals.push({
    ...withManual.activeChallenge!.goals[0]!,
    id: 'g2',
    title: 'Tidy up',
    metric: 'clean-days',
    gradingType: 'Manual',
    goalValue: 50,
  });
  withManual.metrics.push(makeMetric({ metric: 'clean-days', name: 'Tidy days', currentValue: 0, gradingType: 'Manual' }));
  return withManual;
}

const MANUAL = 'POST /api/challenges/metrics/clean-days/manual';
const switchQueue = () => screen.getByTestId('manual-grade-queue-clean-days');

describe('a manual switch turned without a connection', () => {
  it('shows the turn as pending and sends only the latest turn when the connection returns', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: withManualGoal() },
      [MANUAL]: (body) => {
        if (!navigator.onLine) throw new TypeError('Failed to fetch');
        const { completed } = body as { completed: boolean };
        return { body: makeMetric({ metric: 'clean-days', currentValue: completed ? 100 : 0, gradingType: 'Manual' }) };
      },
    });
    renderPage(<DashboardWithSender />, { me });
    const toggle = await screen.findByLabelText<HTMLInputElement>('Not Completed');
    setOnline(false);
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    // The switch shows the turn at once: it does not spring back while the turn is being kept.
    expect(toggle.checked).toBe(true);
    await waitFor(() => expect(switchQueue().textContent).toBe('Saved on this device, sent when you are back online.'));
    expect(screen.getByLabelText<HTMLInputElement>('Completed').checked).toBe(true);
    // Off and on again: the device keeps one turn, the latest.
    fireEvent.click(screen.getByLabelText('Completed'));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Not Completed').checked).toBe(false));
    fireEvent.click(screen.getByLabelText('Not Completed'));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Completed').checked).toBe(true));
    await waitFor(async () =>
      expect((await queuedCheckIns(me.userId)).map((item) => ('completed' in item ? item.completed : item.day))).toEqual([true]),
    );

    setOnline(true);
    await waitFor(() => expect(switchQueue().textContent).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Completed').checked).toBe(true);
    expect(api.callsTo('POST', '/api/challenges/metrics/clean-days/manual').at(-1)!.body).toEqual({ completed: true });
    expect(await queuedCheckIns(me.userId)).toEqual([]);
  });

  it('flips back and says why when the server refuses the turn', async () => {
    const message = 'Only a manual goal of your active challenge has this switch.';
    mockApi({ 'GET /api/challenges/dashboard': { body: withManualGoal() }, [MANUAL]: fail(409, 'not_a_manual_goal', message) });
    renderPage(<DashboardWithSender />, { me });
    fireEvent.click(await screen.findByLabelText('Not Completed'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${message} Dismiss`);
    expect(screen.getByLabelText<HTMLInputElement>('Not Completed').checked).toBe(false);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await queuedCheckIns(me.userId)).toEqual([]);
  });
});

describe('the dashboard offline', () => {
  it('disables what needs the server, says why, and keeps Check in and the switch', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: withManualGoal() } });
    renderPage(<DashboardWithSender />, { me });
    const cancel = await screen.findByRole<HTMLButtonElement>('button', { name: 'Cancel Challenge' });
    expect(screen.getByTestId('offline-note').textContent).toBe('');

    setOnline(false);
    await waitFor(() => expect(cancel.disabled).toBe(true));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Update Metrics' }).disabled).toBe(true);
    expect(screen.getByTestId('offline-note').textContent).toMatch(
      /^You are offline: finishing, cancelling and changing metrics need a connection. Check-ins and manual switches are kept/,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Check in' }).disabled).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Not Completed').disabled).toBe(false);

    setOnline(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel Challenge' }).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Update Metrics' })).toBeTruthy();
  });
});

describe('a refused check-in in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('words the refusal by its code, not with the server’s English', async () => {
    const message = 'A check-in counts only for today or yesterday: Monday 2026-11-16 is too long ago.';
    mockApi({ 'GET /api/challenges/dashboard': { body: dashboard() }, [CHECK_IN]: fail(422, 'check_in_day_closed', message) });
    renderPage(<DashboardWithSender />, { me });
    fireEvent.click(await screen.findByRole('button', { name: 'Check-in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Check-in del ${weekdayIn(today())} rechazado: Ese día ya no admite check-in. Descartar`);
  });
});
