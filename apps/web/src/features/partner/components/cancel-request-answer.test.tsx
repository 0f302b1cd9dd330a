import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerPresets } from '@gauntlet/core';
import { FakeEventSource } from '../../../test/fake-event-source';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderPage, renderRoutes } from '../../../test/render';
import { makeDashboard } from '../../challenges/test-support/fixtures';
import { makeAction, makeGlance, makePage, makePartnership, makeView, PARTNER, PLAYER } from '../test-support/fixtures';
import PartnerPage from '../routes/partner-page';
import PartnerPlayerPage from '../routes/partner-player-page';

const VIEW = `/api/partner/players/${PLAYER.userId}`;
const REQUEST = { id: '6b1c6d5d-1f98-4b14-d35e-cf6e6a8e4f06', reason: 'My knee hurts', createdAt: '2026-11-27T10:00:00.000Z' };
const APPROVE = `${VIEW}/cancel-requests/${REQUEST.id}/approve`;
const DENY = `${VIEW}/cancel-requests/${REQUEST.id}/deny`;

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const asking = () => {
  const view = makeView();
  return { ...view, dashboard: { ...view.dashboard, cancelRequest: REQUEST } };
};
const openView = () =>
  renderRoutes([{ path: '/partner/players/:playerId', element: <PartnerPlayerPage /> }], {
    path: `/partner/players/${PLAYER.userId}`,
    me: makeProfile({ timeZone: 'UTC' }),
  });

describe("the partner answering the player's request to cancel", () => {
  it('approves from the view of the player: the answer shows the challenge gone and the approval in the log', async () => {
    const approved = makeView({
      dashboard: makeDashboard(),
      actions: [makeAction({ kind: 'cancel_approved', actor: PARTNER, points: null, reason: null })],
    });
    const api = mockApi({
      [`GET ${VIEW}`]: { body: asking() },
      [`POST ${APPROVE}`]: { body: approved },
      'GET /api/partner': { body: makePage() },
    });
    openView();
    const request = await screen.findByTestId('open-cancel-request');
    expect(request.textContent).toContain('alice asks to cancel their challenge.');
    expect(request.textContent).toContain('“My knee hurts”');
    await act(async () => fireEvent.click(within(request).getByRole('button', { name: 'Approve cancel' })));
    expect(await screen.findByText('No active challenge right now.')).toBeTruthy();
    expect(screen.queryByTestId('open-cancel-request')).toBeNull();
    expect(within(screen.getByTestId('partner-log')).getByText('Cancel approved')).toBeTruthy();
    expect(api.callsTo('POST', APPROVE).map((call) => call.body)).toEqual([{}]);
  });

  it('denies only with a reason, and shows the server’s refusal of a request already answered', async () => {
    const api = mockApi({
      [`GET ${VIEW}`]: { body: asking() },
      [`POST ${DENY}`]: fail(409, 'request_closed', 'This request was already answered or withdrawn.'),
    });
    openView();
    const request = await screen.findByTestId('open-cancel-request');
    const deny = within(request).getByRole<HTMLButtonElement>('button', { name: 'Deny' });
    expect(deny.disabled).toBe(true);
    fireEvent.change(within(request).getByLabelText('Your reason (needed to deny)'), { target: { value: ' Two more days ' } });
    expect(deny.disabled).toBe(false);
    fireEvent.click(deny);
    expect(await within(request).findByText('This request was already answered or withdrawn.')).toBeTruthy();
    expect(api.callsTo('POST', DENY).map((call) => call.body)).toEqual([{ reason: 'Two more days' }]);
  });

  it('is not offered to a partner without the lock', async () => {
    mockApi({ [`GET ${VIEW}`]: { body: { ...asking(), partnership: makePartnership({ contract: partnerPresets.watcher }) } } });
    openView();
    expect(await screen.findByTestId('player-balances')).toBeTruthy();
    expect(screen.queryByTestId('open-cancel-request')).toBeNull();
  });

  it("lists the open request on the partner's Partner page with Approve and Deny", async () => {
    mockApi({ 'GET /api/partner': { body: makePage({ asPartner: [makeGlance({ cancelRequest: REQUEST })] }) } });
    renderPage(<PartnerPage />, { me: makeProfile({ timeZone: 'UTC' }) });
    const request = await screen.findByTestId('open-cancel-request');
    expect(within(request).getByRole('button', { name: 'Approve cancel' })).toBeTruthy();
    expect(within(request).getByRole('button', { name: 'Deny' })).toBeTruthy();
  });
});
