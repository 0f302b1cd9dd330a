import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, renderPage } from '../../../test/render';
import { fail, mockApi, type Reply } from '../../../test/mock-api';
import { makeUserRow } from '../test-support/admin-fixtures';
import { FirstAdminOffer } from './first-admin-offer';

afterEach(() => {
  vi.unstubAllGlobals();
});

const basic = makeProfile();
const asAdmin = makeProfile({ permissions: { role: 'admin', flags: [], subscriptionTier: 'premium' } });
const offer = () => screen.queryByTestId('first-admin-offer');

describe('FirstAdminOffer', () => {
  it('offers the role for the setup code while no admin exists and applies it at once', async () => {
    let release!: () => void;
    const api = mockApi({
      'GET /api/admin/bootstrap': { body: { adminExists: false } },
      'POST /api/admin/bootstrap': () =>
        new Promise<Reply>((resolve) => {
          release = () => resolve({ body: makeUserRow({ userId: basic.userId }) });
        }),
      'GET /api/profile/session': { body: asAdmin },
    });
    renderPage(<FirstAdminOffer />, { me: basic });
    expect(await screen.findByRole('heading', { name: 'No administrator yet' })).toBeTruthy();

    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Become administrator' });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Setup code'), { target: { value: 'printed-code-123' } });
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    release();

    expect(await screen.findByText(/You are now the administrator/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Admin Panel' }).getAttribute('href')).toBe('/admin');
    expect(api.callsTo('POST', '/api/admin/bootstrap').map((call) => call.body)).toEqual([{ code: 'printed-code-123' }]);
    expect(api.callsTo('GET', '/api/profile/session')).toHaveLength(1);
    expect(offer()).toBeNull();
  });

  it('says so once an admin exists, without the form', async () => {
    mockApi({ 'GET /api/admin/bootstrap': { body: { adminExists: true } } });
    const { container } = renderPage(<FirstAdminOffer />, { me: basic });
    expect((await screen.findByTestId('admin-exists')).textContent).toBe('This Gauntlet has an administrator already.');
    expect(container.querySelector('form')).toBeNull();
  });

  it('stops asking once an admin exists', async () => {
    const api = mockApi({ 'GET /api/admin/bootstrap': { body: { adminExists: true } } });
    function LeaveAndReturn() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(!shown)}>
            Toggle
          </button>
          {shown && <FirstAdminOffer />}
        </>
      );
    }
    renderPage(<LeaveAndReturn />, { me: basic });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/bootstrap')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET', '/api/admin/bootstrap')).toHaveLength(1);
  });

  it('does not even ask for admins, whom it sends to the Admin Panel, nor for guests', async () => {
    const api = mockApi({ 'GET /api/admin/bootstrap': { body: { adminExists: false } } });
    const adminView = renderPage(<FirstAdminOffer />, { me: asAdmin });
    const guestView = renderPage(<FirstAdminOffer />, { me: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(adminView.container.textContent).toBe('You are the administrator. Open the Admin Panel');
    expect(guestView.container.textContent).toBe('');
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the offer and says so when the code is wrong', async () => {
    const wrong =
      'That setup code is not right. The server prints the code in its log at start and keeps it in the file admin-setup-code in its data folder.';
    mockApi({
      'GET /api/admin/bootstrap': { body: { adminExists: false } },
      'POST /api/admin/bootstrap': () => fail(403, 'invalid_setup_code', wrong),
    });
    renderPage(<FirstAdminOffer />, { me: basic });
    fireEvent.change(await screen.findByLabelText('Setup code'), { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Become administrator' }));
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(offer()).not.toBeNull();
  });

  it('explains a refused claim after someone else was first', async () => {
    const api = mockApi({
      'GET /api/admin/bootstrap': { body: { adminExists: false } },
      'POST /api/admin/bootstrap': () => {
        api.routes['GET /api/admin/bootstrap'] = { body: { adminExists: true } };
        return fail(409, 'admin_exists', 'An administrator already exists. Ask them for access.');
      },
    });
    renderPage(<FirstAdminOffer />, { me: basic });
    fireEvent.change(await screen.findByLabelText('Setup code'), { target: { value: 'printed-code-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Become administrator' }));
    expect(await screen.findByText('An administrator already exists. Ask them for access.')).toBeTruthy();
    await waitFor(() => expect(offer()).toBeNull());
    expect(screen.getByText('An administrator already exists. Ask them for access.')).toBeTruthy();
  });
});
