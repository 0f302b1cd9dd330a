import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { ChangeEmailCard } from './change-email-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHANGE = 'POST /api/account/email';

function fillIn(newEmail: string, password: string) {
  fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: newEmail } });
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Send a confirmation link' }));
}

describe('ChangeEmailCard', () => {
  it('sends the new address with the password and says where the link went', async () => {
    const api = mockApi({ [CHANGE]: { body: { ok: true } } });
    renderPage(<ChangeEmailCard currentEmail="old@example.com" hasPassword />);
    fillIn('new@example.com', 'correct-horse-1');
    expect((await screen.findByRole('status')).textContent).toContain('We sent a link to new@example.com');
    expect(api.callsTo('POST', '/api/account/email')[0]!.body).toEqual({
      newEmail: 'new@example.com',
      password: 'correct-horse-1',
    });
  });

  it('shows a wrong password', async () => {
    mockApi({ [CHANGE]: fail(400, 'invalid_password', 'The password is not correct') });
    renderPage(<ChangeEmailCard currentEmail="old@example.com" hasPassword />);
    fillIn('new@example.com', 'wrong-password');
    expect(await screen.findByText('The password is not correct')).toBeTruthy();
  });

  it('names a malformed address without sending it', () => {
    const api = mockApi({});
    renderPage(<ChangeEmailCard currentEmail="old@example.com" hasPassword />);
    fillIn('nobody', 'correct-horse-1');
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
