import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerPresets, type CreatedInvite, type PartnerContract } from '@gauntlet/core';
import { mockApi } from '../../../test/mock-api';
import { makeProfile, renderPage } from '../../../test/render';
import { makeAction, makeGlance, makePage, makePartnership, PLAYER } from '../test-support/fixtures';
import PartnerPage from './partner-page';

const PAGE = '/api/partner';
const INVITE = '/api/partner/invite';
const CODE = 'abcdefghijklmnopqrstuvwxyz012345';
const EXPIRES = '2026-12-01T10:05:00.000Z';

afterEach(() => vi.unstubAllGlobals());

const renderPartner = () => renderPage(<PartnerPage />, { me: makeProfile({ timeZone: 'UTC' }) });
const right = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });
const createButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create invite link' });

/** A server that makes the invite asked for and then lists it as the open one. */
function inviteServer() {
  let open: { contract: PartnerContract; expiresAt: string } | null = null;
  return mockApi({
    [`GET ${PAGE}`]: () => ({ body: makePage({ asPlayer: { invite: open } }) }),
    [`POST ${INVITE}`]: (body) => {
      const { contract } = body as { contract: PartnerContract };
      open = { contract, expiresAt: EXPIRES };
      return { body: { ...open, code: CODE } satisfies CreatedInvite };
    },
    [`DELETE ${INVITE}`]: () => {
      open = null;
      return { body: makePage() };
    },
  });
}

describe('the invite form', () => {
  it('starts with every right off, and offers no invite until one is on', async () => {
    inviteServer();
    renderPartner();
    await screen.findByRole('heading', { name: 'Invite a partner' });
    for (const name of ['See', 'Confirm', 'Punish', 'Reward', 'Lock']) expect(right(name).checked).toBe(false);
    expect(createButton().disabled).toBe(true);
    expect(screen.getByText('A new partner gets half of every limit for the first 7 days.')).toBeTruthy();
  });

  it('sends a preset as it is', async () => {
    const api = inviteServer();
    renderPartner();
    fireEvent.click(await screen.findByRole('button', { name: /^Keyholder/ }));
    expect(screen.getByRole('button', { name: /^Keyholder/ }).getAttribute('aria-pressed')).toBe('true');
    for (const name of ['See', 'Confirm', 'Punish', 'Reward', 'Lock']) expect(right(name).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Punishment points (PP) per day').value).toBe('20');
    fireEvent.click(createButton());
    await screen.findByTestId('created-invite');
    expect(api.callsTo('POST', INVITE).map((call) => call.body)).toEqual([{ contract: partnerPresets.keyholder }]);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw invite' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Watcher/ }));
    expect(right('See').checked).toBe(true);
    expect(right('Punish').checked).toBe(false);
    fireEvent.click(createButton());
    await screen.findByTestId('created-invite');
    expect(api.callsTo('POST', INVITE)[1]!.body).toEqual({ contract: partnerPresets.watcher });
  });

  it('turns seeing on with another right, keeps it on, shows a right’s limits only while it is on, and sends what was typed', async () => {
    const api = inviteServer();
    renderPartner();
    await screen.findByRole('heading', { name: 'Invite a partner' });
    expect(screen.queryByLabelText('Reward points (RP) per day')).toBeNull();
    fireEvent.click(right('Reward'));
    expect(right('See').checked).toBe(true);
    expect(right('See').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reward points (RP) per day'), { target: { value: '1001' } });
    expect(createButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reward points (RP) per day'), { target: { value: '15' } });
    fireEvent.click(right('Punish'));
    fireEvent.change(screen.getByLabelText('Punishment points (PP) per day'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Punishment goals per challenge'), { target: { value: '3' } });
    // Taking punishing back hides its limits and sends them as 0.
    fireEvent.click(right('Punish'));
    expect(screen.queryByLabelText('Punishment points (PP) per day')).toBeNull();
    fireEvent.click(createButton());
    await screen.findByTestId('created-invite');
    expect(api.callsTo('POST', INVITE)[0]!.body).toEqual({
      contract: {
        rights: ['see', 'reward'],
        limits: { punishmentPointsPerDay: 0, rewardPointsPerDay: 15, punishmentGoalsPerChallenge: 0 },
      },
    });
  });

  it('shows the new link once, copies it and says so on the page, then shows the open invite without it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    inviteServer();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { unmount } = renderPartner();
    fireEvent.click(await screen.findByRole('button', { name: /^Watcher/ }));
    fireEvent.click(createButton());

    const link = `${window.location.origin}/partner/invite/${CODE}`;
    expect((await screen.findByLabelText<HTMLInputElement>('Invite link')).value).toBe(link);
    expect(screen.getByText('Valid until 1 Dec 2026, 10:05, and for one answer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link);
    expect(alert).not.toHaveBeenCalled();

    // Back on the page later, the code is not known any more: the terms are.
    unmount();
    renderPartner();
    const open = await screen.findByTestId('open-invite');
    expect(within(open).getByText(/Valid until 1 Dec 2026, 10:05/)).toBeTruthy();
    expect(within(open).getByText('See')).toBeTruthy();
    expect(screen.queryByLabelText('Invite link')).toBeNull();
    fireEvent.click(within(open).getByRole('button', { name: 'Make a new invite' }));
    expect(await screen.findByRole('heading', { name: 'Invite a partner' })).toBeTruthy();
  });

  it('says when the link could not be copied', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    inviteServer();
    renderPartner();
    fireEvent.click(await screen.findByRole('button', { name: /^Watcher/ }));
    fireEvent.click(createButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy automatically: select the link above and copy it.')).toBeTruthy();
  });
});

describe('a player with a partner', () => {
  const withPartner = (partnership = makePartnership()) =>
    makePage({
      asPlayer: { partnership, actions: [makeAction(), makeAction({ id: 'a2', kind: 'paired', points: null, reason: null })] },
    });

  it('sees who, since when, the terms with today’s halved limits, and the log', async () => {
    mockApi({
      [`GET ${PAGE}`]: {
        body: withPartner(makePartnership({ startedAt: '2026-11-27T09:00:00.000Z', trustedFrom: '2026-12-04T09:00:00.000Z' })),
      },
    });
    renderPartner();
    const panel = await screen.findByTestId('partnership');
    expect(within(panel).getByText('bob')).toBeTruthy();
    expect(within(panel).getByText('Partners since 27 Nov 2026')).toBeTruthy();
    expect(within(panel).getByText('Trusted from 4 Dec 2026')).toBeTruthy();
    expect(within(panel).getByText(/Limits: at most 20 PP a day, at most 2 punishment goals per challenge\./)).toBeTruthy();
    const log = screen.getByTestId('partner-log');
    const [punished] = within(log).getAllByTestId('partner-action');
    expect(punished!.textContent).toContain('Punishment points added');
    expect(punished!.textContent).toContain('+5 PP');
    expect(punished!.textContent).toContain('by bob · 29 Nov 2026, 10:05');
    expect(punished!.textContent).toContain('Reason: Skipped the run');
  });

  it('changes the contract and says the partner is told', async () => {
    const api = mockApi({
      [`GET ${PAGE}`]: { body: withPartner() },
      'PUT /api/partner/contract': (body) => ({
        body: makePartnership({ contract: (body as { contract: PartnerContract }).contract }),
      }),
    });
    renderPartner();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the contract' }));
    expect(screen.getByText(/Your partner is told of every change\./)).toBeTruthy();
    fireEvent.click(right('Punish'));
    fireEvent.click(right('Lock'));
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/partner/contract')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/partner/contract')[0]!.body).toEqual({
      contract: {
        rights: ['see', 'confirm', 'reward'],
        limits: { punishmentPointsPerDay: 0, rewardPointsPerDay: 20, punishmentGoalsPerChallenge: 0 },
      },
    });
  });

  it('ends the partnership after a dialog that says it is immediate and needs no consent', async () => {
    const api = mockApi({ [`GET ${PAGE}`]: { body: withPartner() }, 'POST /api/partner/end': { body: makePage() } });
    renderPartner();
    fireEvent.click(await screen.findByRole('button', { name: 'End partnership' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the partnership with bob?' });
    expect(dialog.textContent).toContain('It ends immediately and needs no consent from bob');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End partnership' }));
    expect(await screen.findByRole('heading', { name: 'Invite a partner' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/partner/end')).toHaveLength(1);
  });
});

describe('a partner', () => {
  it('sees each player held at a glance, linked to their view, and can let one go after confirming', async () => {
    const api = mockApi({
      [`GET ${PAGE}`]: { body: makePage({ asPartner: [makeGlance()] }) },
      [`POST /api/partner/players/${PLAYER.userId}/end`]: { body: makePage() },
    });
    renderPartner();
    const held = await screen.findByTestId('held-player');
    expect(within(held).getByRole('link', { name: 'alice' }).getAttribute('href')).toBe(`/partner/players/${PLAYER.userId}`);
    expect(held.textContent).toContain('Spring Training');
    expect(held.textContent).toContain('Check-ins today: 1 of 2');
    expect(held.textContent).toContain('12 RP');
    expect(held.textContent).toContain('7 PP');

    fireEvent.click(within(held).getByRole('button', { name: 'Stop being partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop being partner of alice?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop being partner' }));
    expect(await screen.findByText(/You are nobody's partner yet/)).toBeTruthy();
    expect(api.callsTo('POST', `/api/partner/players/${PLAYER.userId}/end`)).toHaveLength(1);
  });

  it('shows a retry when the page cannot load', async () => {
    mockApi({});
    renderPartner();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
