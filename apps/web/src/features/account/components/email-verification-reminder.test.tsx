import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '../../../test/mock-api';
import { makeProfile, renderPage } from '../../../test/render';
import { EmailVerificationReminder } from './email-verification-reminder';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SEND = 'POST /api/account/verification-email';
const unverified = makeProfile({ emailVerified: false, email: 'new@example.com' });

describe('EmailVerificationReminder', () => {
  it('asks to confirm an unverified address and sends the mail again', async () => {
    const api = mockApi({ [SEND]: { body: { ok: true } } });
    renderPage(<EmailVerificationReminder />, { me: unverified });
    expect(screen.getByTestId('email-verification-reminder').textContent).toContain(
      'Confirm your e-mail address new@example.com',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('status')).textContent).toContain('Sent. Check your inbox');
    expect(api.callsTo('POST', '/api/account/verification-email')).toHaveLength(1);
  });

  it('says when sending again is refused, e.g. too often', async () => {
    mockApi({ [SEND]: fail(429, 'rate_limited', 'Too many attempts. Wait a minute and try again.') });
    renderPage(<EmailVerificationReminder />, { me: unverified });
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(/Too many/)).toBeTruthy();
  });

  it('stays dismissed on this device for this user', () => {
    mockApi({});
    renderPage(<EmailVerificationReminder />, { me: unverified });
    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByTestId('email-verification-reminder')).toBeNull();
    cleanup();
    renderPage(<EmailVerificationReminder />, { me: unverified });
    expect(screen.queryByTestId('email-verification-reminder')).toBeNull();
  });

  it('says nothing to a verified address', () => {
    mockApi({});
    renderPage(<EmailVerificationReminder />, { me: makeProfile({ emailVerified: true }) });
    expect(screen.queryByTestId('email-verification-reminder')).toBeNull();
  });
});
