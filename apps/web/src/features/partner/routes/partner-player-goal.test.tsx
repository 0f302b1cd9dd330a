import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerPresets } from '@gauntlet/core';
import { FakeEventSource } from '../../../test/fake-event-source';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderRoutes } from '../../../test/render';
import { makeAction, makePartnership, makeView, PLAYER } from '../test-support/fixtures';
import PartnerPlayerPage from './partner-player-page';

const VIEW = `/api/partner/players/${PLAYER.userId}`;

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const openView = () =>
  renderRoutes([{ path: '/partner/players/:playerId', element: <PartnerPlayerPage /> }], {
    path: `/partner/players/${PLAYER.userId}`,
    me: makeProfile({ timeZone: 'UTC' }),
  });

const added = { metric: 'pun-burpees', title: 'Burpees', reason: 'You skipped Tuesday', addedAt: '2026-11-27T10:00:00.000Z' };

describe('a partner adding a punishment goal to the player’s next challenge', () => {
  it('sends the chosen catalogue goal with a reason, then lists it with how many are left', async () => {
    const api = mockApi({
      [`GET ${VIEW}`]: { body: makeView({ nextChallengeGoals: { added: [], left: 2 } }) },
      [`POST ${VIEW}/goals`]: {
        body: makeView({
          nextChallengeGoals: { added: [added], left: 1 },
          actions: [
            makeAction({
              kind: 'added_goal',
              points: null,
              goal: { metric: 'pun-burpees', title: 'Burpees' },
              reason: added.reason,
            }),
          ],
        }),
      },
    });
    openView();
    const form = await screen.findByTestId('goal-form');
    expect(within(form).getByTestId('goals-left').textContent).toBe('Left for the next challenge: 2.');
    const submit = within(form).getByRole<HTMLButtonElement>('button', { name: 'Add punishment goal' });
    expect(submit.disabled).toBe(true);

    fireEvent.change(within(form).getByLabelText('Goal'), { target: { value: 'pun-burpees' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'You skipped Tuesday' } });
    fireEvent.click(submit);
    expect(await within(form).findByText("Added to the player's next challenge.")).toBeTruthy();
    expect(api.callsTo('POST', `${VIEW}/goals`).map((call) => call.body)).toEqual([
      { metric: 'pun-burpees', reason: 'You skipped Tuesday' },
    ]);
    expect(within(form).getByTestId('goals-left').textContent).toBe('Left for the next challenge: 1.');
    const list = within(form).getByRole('list', { name: 'Goals you added' });
    expect(within(list).getByText('Burpees')).toBeTruthy();
    expect(within(list).getByText('Reason: You skipped Tuesday')).toBeTruthy();
    // A goal already added is not offered again.
    expect(within(form).queryByRole('option', { name: 'Burpees' })).toBeNull();
    const log = within(screen.getByTestId('partner-log'));
    expect(log.getByText('Punishment goal added to the next challenge')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    mockApi({
      [`GET ${VIEW}`]: { body: makeView({ nextChallengeGoals: { added: [], left: 1 } }) },
      [`POST ${VIEW}/goals`]: fail(409, 'goal_already_added', '“Write lines” is already on the player’s next challenge.'),
    });
    openView();
    const form = await screen.findByTestId('goal-form');
    fireEvent.change(within(form).getByLabelText('Goal'), { target: { value: 'pun-lines' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Again' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add punishment goal' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('“Write lines” is already on the player’s next challenge.');
  });

  it('says when the limit leaves no more goals, and shows no form to a partner who may not punish', async () => {
    mockApi({ [`GET ${VIEW}`]: { body: makeView({ nextChallengeGoals: { added: [added], left: 0 } }) } });
    const first = openView();
    const form = await screen.findByTestId('goal-form');
    expect(within(form).getByText("The player's limit leaves you no more goals for their next challenge.")).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Add punishment goal' })).toBeNull();
    first.unmount();

    mockApi({
      [`GET ${VIEW}`]: { body: makeView({ partnership: makePartnership({ contract: partnerPresets.watcher }) }) },
    });
    openView();
    await screen.findByRole('heading', { level: 1, name: 'alice' });
    expect(screen.queryByTestId('goal-form')).toBeNull();
  });
});
