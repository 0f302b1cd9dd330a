import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REQUEST = 'POST /api/auth/request-password-reset';
const RESET = 'POST /api/auth/reset-password';
const openReset = (path: string) => renderRoutes([{ path: '/reset-password', element: <ResetPasswordPage /> }], { path });

describe('ForgotPasswordPage', () => {
  it('sends the address and says a link is on its way, whoever it belongs to', async () => {
    const api = mockApi({ [REQUEST]: { body: { ok: true } } });
    renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], { path: '/forgot-password' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' Someone@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('status')).textContent).toContain('If an account uses Someone@Example.com');
    expect(api.callsTo('POST', '/api/auth/request-password-reset')[0]!.body).toEqual({ email: 'Someone@Example.com' });
  });

  it('names a malformed address without sending it', () => {
    const api = mockApi({});
    renderRoutes([{ path: '*', element: <ForgotPasswordPage /> }]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows a refusal, e.g. too many requests', async () => {
    mockApi({ [REQUEST]: fail(429, 'rate_limited', 'Too many password reset attempts. Wait a minute and try again.') });
    renderRoutes([{ path: '*', element: <ForgotPasswordPage /> }]);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many password reset attempts');
  });
});

describe('ResetPasswordPage', () => {
  it("sets the new password with the link's token", async () => {
    const api = mockApi({ [RESET]: { body: { ok: true } } });
    openReset('/reset-password?token=abc123');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password was changed' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]!.body).toEqual({ token: 'abc123', newPassword: 'new-secret-1' });
  });

  it('keeps a password that breaks the rules to itself', () => {
    const api = mockApi({});
    openReset('/reset-password?token=abc123');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('offers a new link when the token was used, has expired or was forged', async () => {
    mockApi({ [RESET]: fail(400, 'invalid_token', 'Invalid token') });
    openReset('/reset-password?token=used');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('offers a new link at once when the link has no token', () => {
    openReset('/reset-password');
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
  });

  it('shows any other failure beside the form', async () => {
    mockApi({ [RESET]: fail(429, 'rate_limited', 'Too many password reset attempts. Wait a minute and try again.') });
    openReset('/reset-password?token=abc123');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many'));
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
