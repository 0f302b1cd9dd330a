import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import { AuthForm } from './auth-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const withProvider = { 'GET /api/account/providers': { body: { providers: [{ id: 'oidc', name: 'Keycloak' }] } } };
const renderForm = (path = '/') => renderRoutes([{ path: '*', element: <AuthForm /> }], { path });

/** Stops the test browser from leaving the page and records where it was sent. */
function catchNavigation() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}

describe('signing in with an outside provider', () => {
  it('shows no provider button when the server offers none', async () => {
    const api = mockApi({ 'GET /api/account/providers': { body: { providers: [] } } });
    renderForm();
    await waitFor(() => expect(api.callsTo('GET', '/api/account/providers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Keycloak/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('sends a login to the provider without the confirmation, which creates no account', async () => {
    const api = mockApi({
      ...withProvider,
      'POST /api/auth/sign-in/provider': { body: { url: 'http://id.test/authorize?x=1' } },
    });
    const assign = catchNavigation();
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Keycloak' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://id.test/authorize?x=1'));
    expect(api.callsTo('POST', '/api/auth/sign-in/provider')[0]?.body).toEqual({
      providerId: 'oidc',
      timeZone: expect.any(String),
      returnTo: '/',
    });
    expect(screen.getByRole('button', { name: 'Redirecting to Keycloak...' })).toHaveProperty('disabled', true);
  });

  it('after a first sign-in without an account asks for the 18+ confirmation before signing up with the provider', async () => {
    const api = mockApi({ ...withProvider, 'POST /api/auth/sign-in/provider': { body: { url: 'http://id.test/authorize' } } });
    const assign = catchNavigation();
    const { router } = renderForm('/?error=signup_disabled');
    expect(await screen.findByText(/No Gauntlet account belongs to this Keycloak sign-in yet/)).toBeTruthy();
    expect(router.state.location.search).toBe('');

    const signUp = screen.getByRole('button', { name: 'Create account with Keycloak' });
    fireEvent.click(signUp);
    expect(screen.getByRole('alert').textContent).toContain('You must accept the Terms of Use and Privacy Policy to register.');
    expect(api.callsTo('POST', '/api/auth/sign-in/provider')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText(/I confirm that I am at least 18 years old/));
    fireEvent.click(signUp);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://id.test/authorize'));
    expect(api.callsTo('POST', '/api/auth/sign-in/provider')[0]?.body).toMatchObject({ providerId: 'oidc', acceptTerms: true });
  });

  it.each([
    ['account_not_linked', 'An account with this e-mail already exists. Log in with your e-mail and password.'],
    ['email_not_found', 'Keycloak did not confirm a verified e-mail address'],
    ['state_mismatch', 'Signing in with Keycloak did not complete. Please try again.'],
  ])('explains a sign-in that came back with %s', async (code, text) => {
    mockApi(withProvider);
    renderForm(`/?error=${code}`);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('shows a refused start and lets the person try again', async () => {
    mockApi({ ...withProvider, 'POST /api/auth/sign-in/provider': fail(429, 'rate_limited', 'Too many attempts') });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Keycloak' }));
    expect(await screen.findByText('Too many attempts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Keycloak' })).toHaveProperty('disabled', false);
  });
});

describe('logging in', () => {
  const typeLogin = (email: string, password: string) => {
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  };

  it('keeps the e-mail typed after a refused attempt, and only the password is typed again', async () => {
    mockApi({
      'GET /api/account/providers': { body: { providers: [] } },
      'POST /api/auth/sign-in/email': fail(401, 'invalid_credentials', 'Invalid email or password'),
    });
    renderForm();
    typeLogin('player@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('player@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });

  it('says once why the last session ended', async () => {
    sessionStorage.setItem('gauntlet:session-end', 'signed_out');
    mockApi({ 'GET /api/account/providers': { body: { providers: [] } } });
    renderForm();
    expect((await screen.findByTestId('session-end')).textContent).toBe(
      'You were logged out: a logout in another tab or a new password ended this session. Log in again to carry on.',
    );
    // A reload, or coming back to the screen later, does not tell it again.
    cleanup();
    renderForm();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('session-end')).toBeNull();
  });
});
