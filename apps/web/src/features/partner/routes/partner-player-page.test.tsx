import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerPresets } from '@gauntlet/core';
import { FakeEventSource } from '../../../test/fake-event-source';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderRoutes } from '../../../test/render';
import { makePartnership, makeView, PLAYER } from '../test-support/fixtures';
import PartnerPlayerPage from './partner-player-page';

const VIEW = `/api/partner/players/${PLAYER.userId}`;
const STREAM = `${VIEW}/stream`;

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const openView = () =>
  renderRoutes(
    [
      { path: '/partner/players/:playerId', element: <PartnerPlayerPage /> },
      { path: '/partner', element: <p>Partner page</p> },
    ],
    { path: `/partner/players/${PLAYER.userId}`, me: makeProfile({ timeZone: 'UTC' }) },
  );

const watcherView = () => makeView({ partnership: makePartnership({ contract: partnerPresets.watcher }) });

describe('a partner’s view of a player', () => {
  it('shows the player’s challenge, balances and log, and no punish or reward form to a watcher', async () => {
    mockApi({ [`GET ${VIEW}`]: { body: watcherView() } });
    openView();
    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Spring Training' })).toBeTruthy();
    expect(screen.getByTestId('goal-progress-text-work-out-days').textContent).toContain('Not checked in today');
    expect(screen.queryByRole('button', { name: /check in/i })).toBeNull();
    expect(screen.getByTestId('player-balances').textContent).toBe('12 RP · 7 PP');
    expect(within(screen.getByTestId('partner-log')).getByText('Punishment points added')).toBeTruthy();
    expect(screen.queryByTestId('punish-form')).toBeNull();
    expect(screen.queryByTestId('reward-form')).toBeNull();
  });

  it('offers punishing with what is left today, refuses more here, and sends what is within it', async () => {
    const api = mockApi({
      [`GET ${VIEW}`]: { body: makeView() },
      [`POST ${VIEW}/punish`]: {
        body: makeView({ punishmentPoints: 11, allowance: { punishmentPointsLeftToday: 2, rewardPointsLeftToday: 10 } }),
      },
    });
    openView();
    const form = await screen.findByTestId('punish-form');
    expect(within(form).getByTestId('punish-left').textContent).toBe('Left today: 6 PP of punishment.');
    const submit = within(form).getByRole<HTMLButtonElement>('button', { name: 'Add punishment points' });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Skipped the run' } });
    fireEvent.change(within(form).getByLabelText('Punishment points'), { target: { value: '7' } });
    expect(within(form).getByText('At most 6 PP are left today.')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    fireEvent.change(within(form).getByLabelText('Punishment points'), { target: { value: '4' } });
    fireEvent.click(submit);
    expect(await within(form).findByText('Added 4 PP.')).toBeTruthy();
    expect(api.callsTo('POST', `${VIEW}/punish`).map((call) => call.body)).toEqual([{ points: 4, reason: 'Skipped the run' }]);
    expect(within(form).getByTestId('punish-left').textContent).toBe('Left today: 2 PP of punishment.');
    expect(screen.getByTestId('player-balances').textContent).toBe('12 RP · 11 PP');
  });

  it('shows the server’s over_limit refusal', async () => {
    mockApi({
      [`GET ${VIEW}`]: { body: makeView() },
      [`POST ${VIEW}/reward`]: fail(409, 'over_limit', "That is more than the player's limits leave you today."),
    });
    openView();
    const form = await screen.findByTestId('reward-form');
    fireEvent.change(within(form).getByLabelText('Reward points'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Good week' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Grant reward points' }));
    expect((await within(form).findByRole('alert')).textContent).toBe("That is more than the player's limits leave you today.");
  });

  it('says when nothing is left today', async () => {
    mockApi({ [`GET ${VIEW}`]: { body: makeView({ allowance: { punishmentPointsLeftToday: 0, rewardPointsLeftToday: 10 } }) } });
    openView();
    const form = await screen.findByTestId('punish-form');
    expect(within(form).getByText("The player's limit leaves you nothing more today.")).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Add punishment points' })).toBeNull();
  });

  it('replaces what it shows with each view the stream sends', async () => {
    mockApi({ [`GET ${VIEW}`]: { body: watcherView() } });
    openView();
    await screen.findByRole('heading', { level: 1, name: 'alice' });
    act(() => FakeEventSource.at(STREAM)!.say('view', makeView({ rewardPoints: 30 })));
    expect((await screen.findByTestId('player-balances')).textContent).toBe('30 RP · 7 PP');
    // The player granted punishing meanwhile: its form appears.
    expect(screen.getByTestId('punish-form')).toBeTruthy();
  });

  it.each([
    ['partnership_ended', 'The partnership has ended.'],
    ['right_withdrawn', 'The player took back your right to see their challenge.'],
  ])('shows at once that access is gone when the stream ends with %s, and closes it', async (reason, text) => {
    const api = mockApi({ [`GET ${VIEW}`]: { body: makeView() } });
    openView();
    await screen.findByRole('heading', { level: 1, name: 'alice' });
    const stream = FakeEventSource.at(STREAM)!;
    act(() => stream.say('ended', { reason }));
    expect(screen.getByRole('heading', { level: 1, name: 'You no longer have access' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('alice')).toBeNull();
    expect(screen.queryByTestId('punish-form')).toBeNull();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET', VIEW)).toHaveLength(1);
  });

  it('shows that access is gone when the view is refused', async () => {
    mockApi({ [`GET ${VIEW}`]: fail(403, 'not_partner') });
    openView();
    expect(await screen.findByRole('heading', { level: 1, name: 'You no longer have access' })).toBeTruthy();
  });

  it('offers a retry when the view cannot load for another reason', async () => {
    const api = mockApi({ [`GET ${VIEW}`]: fail(500, 'internal', 'Something went wrong.') });
    openView();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('GET', VIEW)).toHaveLength(2));
  });
});
