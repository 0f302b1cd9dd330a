import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerPresets, type InvitePreview, type MyProfile } from '@gauntlet/core';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderRoutes } from '../../../test/render';
import { makePage, makePartnership, PLAYER } from '../test-support/fixtures';
import InvitePage from './invite-page';

const CODE = 'abcdefghijklmnopqrstuvwxyz012345';
const PREVIEW = `/api/partner/invites/${CODE}`;

afterEach(() => vi.unstubAllGlobals());

const preview: InvitePreview = { player: PLAYER, contract: partnerPresets.keyholder, expiresAt: '2026-12-01T10:05:00.000Z' };

function openInvite(me: MyProfile | null = makeProfile({ timeZone: 'UTC' }), code = CODE) {
  return renderRoutes(
    [
      { path: '/partner/invite/:code', element: <InvitePage /> },
      { path: '/partner/players/:playerId', element: <p>Player view</p> },
    ],
    { path: `/partner/invite/${code}`, me },
  );
}

describe('an invite link', () => {
  it('shows who invites and exactly what the partner could do, with the first week’s half limits', async () => {
    mockApi({ [`GET ${PREVIEW}`]: { body: preview } });
    openInvite();
    expect(await screen.findByText('alice invites you to be their partner.')).toBeTruthy();
    const terms = screen.getByRole('list', { name: 'What you will be able to do' });
    for (const right of ['See', 'Confirm', 'Punish', 'Reward', 'Lock']) expect(terms.textContent).toContain(right);
    expect(terms.textContent).toContain("See the player's active challenge");
    expect(terms.textContent).toContain('at most 20 PP a day, at most 2 punishment goals per challenge');
    expect(terms.textContent).toContain('at most 20 RP a day');
    expect(screen.getByText('A new partner gets half of every limit for the first 7 days.')).toBeTruthy();
    expect(screen.getByText(/The invite is valid until 1 Dec 2026, 10:05\./)).toBeTruthy();
  });

  it('names the rights a watcher does not get', async () => {
    mockApi({ [`GET ${PREVIEW}`]: { body: { ...preview, contract: partnerPresets.watcher } } });
    openInvite();
    expect(await screen.findByText('Not granted: Confirm, Punish, Reward, Lock.')).toBeTruthy();
  });

  it('goes to the player’s view once accepted', async () => {
    const api = mockApi({ [`GET ${PREVIEW}`]: { body: preview }, [`POST ${PREVIEW}/accept`]: { body: makePartnership() } });
    const { router } = openInvite();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Player view')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/partner/players/${PLAYER.userId}`);
    expect(api.callsTo('POST', `${PREVIEW}/accept`)).toHaveLength(1);
  });

  it('says the invite is declined, and its link no longer works', async () => {
    mockApi({ [`GET ${PREVIEW}`]: { body: preview }, [`POST ${PREVIEW}/decline`]: { body: makePage() } });
    openInvite();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Invite declined' })).toBeTruthy();
    expect(screen.getByText("You declined alice's invite. Its link no longer works.")).toBeTruthy();
  });

  it.each([
    ['invite_used', 409, 'This invite was already answered'],
    ['invite_expired', 410, 'This invite has expired'],
    ['invite_revoked', 410, 'This invite was withdrawn'],
    ['own_invite', 409, 'This is your own invite'],
    ['has_partner', 409, 'This player already has a partner'],
    ['not_found', 404, 'This invite does not exist'],
  ])('shows a page of its own for %s', async (code, status, heading) => {
    mockApi({ [`GET ${PREVIEW}`]: fail(status, code, `The server says ${code}.`) });
    openInvite();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByTestId('invite-refusal').textContent).toBe(`The server says ${code}.`);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows the refusal’s page when accepting is refused', async () => {
    mockApi({ [`GET ${PREVIEW}`]: { body: preview }, [`POST ${PREVIEW}/accept`]: fail(409, 'has_partner', 'Already has one.') });
    openInvite();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This player already has a partner' })).toBeTruthy();
  });

  it('says a cut link is not complete without asking the server', async () => {
    const api = mockApi({});
    openInvite(undefined, 'abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invite link is not complete' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('asks a visitor to log in or sign up, and goes on to the invite once they have', async () => {
    const me = makeProfile();
    const api = mockApi({
      [`GET ${PREVIEW}`]: { body: preview },
      'POST /api/auth/sign-in/email': { body: { ok: true } },
      'GET /api/profile/session': { body: me },
    });
    openInvite(null);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(api.callsTo('GET', PREVIEW)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'bob@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('alice invites you to be their partner.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', PREVIEW)).toHaveLength(1));
  });

  it('brings a visitor who continues with an outside provider back to the invite', async () => {
    const api = mockApi({
      'GET /api/account/providers': { body: { providers: [{ id: 'oidc', name: 'Keycloak' }] } },
      'POST /api/auth/sign-in/provider': { body: { url: 'http://id.test/authorize' } },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    openInvite(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Keycloak' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://id.test/authorize'));
    expect(api.callsTo('POST', '/api/auth/sign-in/provider')[0]?.body).toMatchObject({ returnTo: `/partner/invite/${CODE}` });
  });
});
