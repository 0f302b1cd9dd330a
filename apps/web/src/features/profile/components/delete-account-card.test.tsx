import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { makeProfile, renderPage } from '../../../test/render';
import { DeleteAccountCard } from './delete-account-card';

afterEach(() => {
  // Unmount before fetch is restored, so no query left running reaches for a real server.
  cleanup();
  vi.unstubAllGlobals();
});

const METHODS = 'GET /api/account/sign-in-methods';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const deleteTwice = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
};

describe('DeleteAccountCard', () => {
  it('asks a password account for its password', async () => {
    const api = mockApi({
      [METHODS]: { body: { hasPassword: true, providers: [], signedInAt: minutesAgo(60) } },
      'DELETE /api/account': { body: { ok: true } },
    });
    renderPage(<DeleteAccountCard />, { me: makeProfile() });
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'correct-horse-1' } });
    deleteTwice();
    await waitFor(() => expect(api.callsTo('DELETE', '/api/account')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/account')[0]!.body).toEqual({ password: 'correct-horse-1' });
  });

  it('deletes an account without a password right after a sign-in, without asking for one', async () => {
    const api = mockApi({
      [METHODS]: { body: { hasPassword: false, providers: ['oidc'], signedInAt: minutesAgo(2) } },
      'DELETE /api/account': { body: { ok: true } },
    });
    renderPage(<DeleteAccountCard />, { me: makeProfile() });
    await screen.findByRole('button', { name: 'Delete my account' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByTestId('sign-in-again')).toBeNull();
    deleteTwice();
    await waitFor(() => expect(api.callsTo('DELETE', '/api/account')[0]?.body).toEqual({}));
  });

  it('sends an account without a password to sign in again when its sign-in is old', async () => {
    const api = mockApi({
      [METHODS]: { body: { hasPassword: false, providers: ['oidc'], signedInAt: minutesAgo(30) } },
      'GET /api/account/providers': { body: { providers: [{ id: 'oidc', name: 'Test ID' }] } },
      'POST /api/auth/sign-in/provider': { body: { url: 'about:blank' } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPage(<DeleteAccountCard />, { me: makeProfile() });
    expect((await screen.findByTestId('sign-in-again')).textContent).toContain('needs a sign-in from the last 10 minutes');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveProperty('disabled', true);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in again with Test ID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('about:blank'));
    expect(api.callsTo('POST', '/api/auth/sign-in/provider')[0]!.body).toEqual({ providerId: 'oidc' });
  });
});
