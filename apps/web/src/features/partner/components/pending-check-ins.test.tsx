import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerPresets, type CheckInConfirmation, type PartnerContract } from '@gauntlet/core';
import { FakeEventSource } from '../../../test/fake-event-source';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderRoutes } from '../../../test/render';
import { makeChallenge, makeDashboard, makeGoal, makeMetric } from '../../challenges/test-support/fixtures';
import { makePartnership, makeView, PLAYER } from '../test-support/fixtures';
import PartnerPlayerPage from '../routes/partner-player-page';

const VIEW = `/api/partner/players/${PLAYER.userId}`;
const WORKOUT_ID = '6a1f6c4d-0e87-4fa3-a24d-be5d5a7d3e01';
const TIDY_ID = '6a1f6c4d-0e87-4fa3-a24d-be5d5a7d3e02';
const CHORES_ID = '6a1f6c4d-0e87-4fa3-a24d-be5d5a7d3e03';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const pending = (id: string, metric: string, kind: CheckInConfirmation['kind'] = 'check_in'): CheckInConfirmation => ({
  kind,
  id,
  metric,
  day: '2026-11-27',
  state: 'pending',
  reason: null,
});

/** The view of a player whose "partner confirms" challenge has two check-ins waiting. */
const viewWith = (confirmations: CheckInConfirmation[], contract: PartnerContract = partnerPresets.keyholder) =>
  makeView({
    partnership: makePartnership({ contract }),
    dashboard: makeDashboard({
      activeChallenge: makeChallenge({
        userId: PLAYER.userId,
        partnerConfirms: 'dont_count',
        goals: [
          makeGoal(),
          makeGoal({ id: 'g2', title: 'Tidy', category: 'House', metric: 'clean-days' }),
          makeGoal({ id: 'g3', title: 'Chores', category: 'House', metric: 'chores', gradingType: 'Manual', goalValue: 50 }),
        ],
      }),
      metrics: [makeMetric(), makeMetric({ metric: 'clean-days', name: 'Days the home was tidied' })],
      confirmations,
    }),
  });

const openView = () =>
  renderRoutes([{ path: '/partner/players/:playerId', element: <PartnerPlayerPage /> }], {
    path: `/partner/players/${PLAYER.userId}`,
    me: makeProfile({ timeZone: 'UTC' }),
  });

describe('the partner confirming check-ins', () => {
  it('lists the pending check-ins, confirms one in a tap and rejects the other with a reason', async () => {
    const both = [pending(WORKOUT_ID, 'work-out-days'), pending(TIDY_ID, 'clean-days')];
    const afterConfirm = [{ ...both[0]!, state: 'confirmed' as const }, both[1]!];
    const api = mockApi({
      [`GET ${VIEW}`]: { body: viewWith(both) },
      [`POST ${VIEW}/check-ins/${WORKOUT_ID}/confirm`]: { body: viewWith(afterConfirm) },
      [`POST ${VIEW}/check-ins/${TIDY_ID}/reject`]: {
        body: viewWith([afterConfirm[0]!, { ...both[1]!, state: 'rejected', reason: 'No photo' }]),
      },
    });
    openView();
    const list = await screen.findByTestId('pending-check-ins');
    expect(
      within(list)
        .getAllByTestId('pending-check-in')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Workout, 27 Nov 2026'), expect.stringContaining('Tidy, 27 Nov 2026')]);

    fireEvent.click(within(list).getByRole('button', { name: 'Confirm Workout, 27 Nov 2026' }));
    await waitFor(() => expect(within(list).getAllByTestId('pending-check-in')).toHaveLength(1));
    expect(api.callsTo('POST', `${VIEW}/check-ins/${WORKOUT_ID}/confirm`)).toHaveLength(1);

    fireEvent.click(within(list).getByRole('button', { name: 'Reject Tidy, 27 Nov 2026' }));
    const send = within(list).getByRole<HTMLButtonElement>('button', { name: 'Reject check-in' });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(list).getByLabelText('Why do you reject it?'), { target: { value: '  No photo ' } });
    fireEvent.click(send);
    expect(await within(list).findByText('Nothing waits for you.')).toBeTruthy();
    expect(api.callsTo('POST', `${VIEW}/check-ins/${TIDY_ID}/reject`).map((call) => call.body)).toEqual([{ reason: 'No photo' }]);
  });

  it('lists a manual goal\'s "Completed" with its goal, confirms it and rejects it through the manual grade routes', async () => {
    const chores = pending(CHORES_ID, 'chores', 'manual_grade');
    const api = mockApi({
      [`GET ${VIEW}`]: { body: viewWith([chores]) },
      [`POST ${VIEW}/manual-grades/${CHORES_ID}/reject`]: {
        body: viewWith([{ ...chores, state: 'rejected', reason: 'Still a mess' }]),
      },
    });
    openView();
    const list = await screen.findByTestId('pending-check-ins');
    expect(within(list).getByTestId('pending-check-in').textContent).toContain('Chores completed, 27 Nov 2026');
    fireEvent.click(within(list).getByRole('button', { name: 'Reject Chores completed, 27 Nov 2026' }));
    fireEvent.change(within(list).getByLabelText('Why do you reject it?'), { target: { value: 'Still a mess' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Reject completion' }));
    expect(await within(list).findByText('Nothing waits for you.')).toBeTruthy();
    expect(api.callsTo('POST', `${VIEW}/manual-grades/${CHORES_ID}/reject`).map((call) => call.body)).toEqual([
      { reason: 'Still a mess' },
    ]);
  });

  it('confirms a manual goal\'s "Completed" in a tap, and shows the refusal when it was decided already', async () => {
    const chores = pending(CHORES_ID, 'chores', 'manual_grade');
    const api = mockApi({
      [`GET ${VIEW}`]: { body: viewWith([chores]) },
      [`POST ${VIEW}/manual-grades/${CHORES_ID}/confirm`]: fail(
        409,
        'manual_grade_decided',
        "This goal's grade was already confirmed or rejected.",
      ),
    });
    openView();
    const list = await screen.findByTestId('pending-check-ins');
    fireEvent.click(within(list).getByRole('button', { name: 'Confirm Chores completed, 27 Nov 2026' }));
    expect(await within(list).findByText("This goal's grade was already confirmed or rejected.")).toBeTruthy();
    expect(api.callsTo('POST', `${VIEW}/manual-grades/${CHORES_ID}/confirm`)).toHaveLength(1);
  });

  it('shows the server’s refusal when the check-in was decided already', async () => {
    mockApi({
      [`GET ${VIEW}`]: { body: viewWith([pending(WORKOUT_ID, 'work-out-days')]) },
      [`POST ${VIEW}/check-ins/${WORKOUT_ID}/confirm`]: fail(
        409,
        'check_in_decided',
        'This check-in was already confirmed or rejected.',
      ),
    });
    openView();
    const list = await screen.findByTestId('pending-check-ins');
    fireEvent.click(within(list).getByRole('button', { name: 'Confirm Workout, 27 Nov 2026' }));
    expect(await within(list).findByText('This check-in was already confirmed or rejected.')).toBeTruthy();
  });

  it('offers nothing to confirm to a partner without the right', async () => {
    mockApi({ [`GET ${VIEW}`]: { body: viewWith([pending(WORKOUT_ID, 'work-out-days')], partnerPresets.watcher) } });
    openView();
    expect(await screen.findByRole('heading', { name: 'Spring Training' })).toBeTruthy();
    expect(screen.queryByTestId('pending-check-ins')).toBeNull();
  });
});
