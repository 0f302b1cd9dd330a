import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultFlagsFor, type AdminUserRow, type Flag, type Role } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../test/render';
import { fail, mockApi, type Reply } from '../../../test/mock-api';
import { ALICE_ID, BLANK_ID, blankUser, makeUserRow } from '../test-support/admin-fixtures';
import AdminPage from './admin-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = makeProfile({
  userId: '0f0e0d0c-0b0a-4909-8807-060504030201',
  permissions: { role: 'admin', flags: [], subscriptionTier: 'premium' },
});

/** A server that keeps its rows, so background re-reads agree with what the writes returned. */
function adminServer() {
  let rows: AdminUserRow[] = [makeUserRow(), blankUser()];
  const update = (userId: string, change: (row: AdminUserRow) => AdminUserRow): Reply => {
    rows = rows.map((row) => (row.userId === userId ? change(row) : row));
    return { body: rows.find((row) => row.userId === userId) };
  };
  const withFlags = (row: AdminUserRow, flags: string[]) => ({
    ...row,
    permissions: { ...row.permissions, flags: flags as Flag[] },
  });
  const api = mockApi({
    'GET /api/admin/users': () => ({ body: rows }),
    'GET /api/admin/mail': { body: { waiting: 0, remindersWaiting: 0, givenUp: 0, lastFailure: null } },
    [`PUT /api/admin/users/${ALICE_ID}/role`]: (body) => {
      const role = (body as { role: Role }).role;
      return update(ALICE_ID, (row) => ({
        ...row,
        permissions: { role, flags: defaultFlagsFor(role), subscriptionTier: 'silver' },
      }));
    },
    [`POST /api/admin/users/${ALICE_ID}/flags`]: (body) =>
      update(ALICE_ID, (row) => withFlags(row, [...row.permissions.flags, (body as { flag: Flag }).flag])),
    [`DELETE /api/admin/users/${ALICE_ID}/flags/premium_content`]: () =>
      update(ALICE_ID, (row) =>
        withFlags(
          row,
          row.permissions.flags.filter((flag) => flag !== 'premium_content'),
        ),
      ),
  });
  return api;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('admin-user-row').find((row) => within(row).queryByRole('rowheader', { name }))!;
const panel = () => screen.queryByTestId('admin-edit-panel');
const editAlice = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit alice' }));
  return screen.getByTestId('admin-edit-panel');
};
const switchFor = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('AdminPage', () => {
  it('lists every user with the spec formats', async () => {
    adminServer();
    renderPage(<AdminPage />, { me: admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Edit alice' });
    expect(await screen.findByText('No delivery failures')).toBeTruthy();

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Username', 'E-mail', 'Role', 'Flags', 'Last login', 'Points', 'Actions']);

    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells('alice')).toEqual(['alice@example.com', 'Gold Lvl 3', '6', '2 Jan 2026, 03:04', '12/3', 'Edit alice']);
    expect(cells('No username')).toEqual(['blank@example.com', 'Basic Lvl 1', '0', 'Never', '0/0', 'Edit blank@example.com']);
    expect(panel()).toBeNull();
  });

  it('changes a role, reports it and clears the selection', async () => {
    const api = adminServer();
    renderPage(<AdminPage />, { me: admin });
    const edit = await editAlice();
    expect(within(edit).getByRole('heading', { name: 'Edit alice' })).toBeTruthy();
    expect(within(edit).getByText('alice@example.com')).toBeTruthy();
    const roleButton = (name: string) => within(edit).getByRole<HTMLButtonElement>('button', { name });
    expect(roleButton('Gold').disabled).toBe(true);
    for (const name of ['Basic', 'Silver', 'Moderator', 'Admin']) expect(roleButton(name).disabled).toBe(false);
    expect(switchFor('Premium content').checked).toBe(true);
    expect(switchFor('Beta features').checked).toBe(false);

    fireEvent.click(roleButton('Silver'));
    expect(await screen.findByText("Successfully updated alice's role to Silver")).toBeTruthy();
    expect(api.callsTo('PUT', `/api/admin/users/${ALICE_ID}/role`)[0]?.body).toEqual({ role: 'silver' });
    expect(panel()).toBeNull();
    expect(within(rowOf('alice')).getByText('Lvl 2')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe(`admin-edit-${ALICE_ID}`));
  });

  it('toggles flags and keeps the user selected with refreshed data', async () => {
    const api = adminServer();
    renderPage(<AdminPage />, { me: admin });
    await editAlice();

    fireEvent.click(switchFor('Beta features'));
    expect(await screen.findByText('Successfully added Beta features flag to alice')).toBeTruthy();
    expect(api.callsTo('POST', `/api/admin/users/${ALICE_ID}/flags`)[0]?.body).toEqual({ flag: 'beta_features' });
    expect(panel()).not.toBeNull();
    expect(switchFor('Beta features').checked).toBe(true);
    expect(within(rowOf('alice')).getAllByRole('cell')[2]?.textContent).toBe('7');

    fireEvent.click(switchFor('Premium content'));
    expect(await screen.findByText('Successfully removed Premium content flag from alice')).toBeTruthy();
    expect(api.callsTo('DELETE', `/api/admin/users/${ALICE_ID}/flags/premium_content`)).toHaveLength(1);
    expect(panel()).not.toBeNull();
    expect(switchFor('Premium content').checked).toBe(false);
    expect(switchFor('Beta features').checked).toBe(true);
  });

  it('disables every admin action while a request is in flight', async () => {
    const api = adminServer();
    let release!: () => void;
    const answer = api.routes[`POST /api/admin/users/${ALICE_ID}/flags`]!;
    api.routes[`POST /api/admin/users/${ALICE_ID}/flags`] = (body) =>
      new Promise<Reply>((resolve) => {
        release = () => resolve(typeof answer === 'function' ? answer(body) : answer);
      });
    renderPage(<AdminPage />, { me: admin });
    const edit = await editAlice();

    fireEvent.click(switchFor('Beta features'));
    const actions = () => [
      ...within(edit).getAllByRole('checkbox'),
      ...['Basic', 'Silver', 'Gold', 'Moderator', 'Admin'].map((name) => within(edit).getByRole('button', { name })),
      screen.getByRole('button', { name: 'Edit alice' }),
      screen.getByRole('button', { name: 'Edit blank@example.com' }),
    ];
    await waitFor(() => expect(actions().every((element) => (element as HTMLButtonElement).disabled)).toBe(true));
    expect(actions()).toHaveLength(18); // 11 flags, 5 roles, 2 Edit buttons
    expect(within(edit).getByRole('status').textContent).toContain('Saving');

    release();
    expect(await screen.findByText('Successfully added Beta features flag to alice')).toBeTruthy();
    const enabled = actions().filter((element) => !(element as HTMLButtonElement).disabled);
    expect(enabled).toHaveLength(17); // all but the current role (Gold)
  });

  it("shows the server's message, or the fallback when there is none", async () => {
    const api = adminServer();
    api.routes[`PUT /api/admin/users/${ALICE_ID}/role`] = fail(403, 'forbidden', 'Insufficient permissions to update user roles');
    api.routes[`POST /api/admin/users/${ALICE_ID}/flags`] = fail(500, 'internal', '');
    renderPage(<AdminPage />, { me: admin });
    const edit = await editAlice();

    fireEvent.click(within(edit).getByRole('button', { name: 'Admin' }));
    expect(await screen.findByText('Insufficient permissions to update user roles')).toBeTruthy();
    expect(panel()).not.toBeNull();

    fireEvent.click(switchFor('Beta features'));
    expect(await screen.findByText('Failed to add flag')).toBeTruthy();
    expect(switchFor('Beta features').checked).toBe(false);
    expect(screen.getByTestId('admin-notice').getAttribute('role')).toBe('alert');
  });

  it('selects another user and closes the panel', async () => {
    adminServer();
    renderPage(<AdminPage />, { me: admin });
    await editAlice();
    fireEvent.click(screen.getByRole('button', { name: 'Edit blank@example.com' }));
    expect(within(panel()!).getByRole('heading', { name: 'Edit No username' })).toBeTruthy();
    expect(within(panel()!).getByRole<HTMLButtonElement>('button', { name: 'Basic' }).disabled).toBe(true);
    fireEvent.click(within(panel()!).getByRole('button', { name: 'Close' }));
    expect(panel()).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe(`admin-edit-${BLANK_ID}`));
  });

  it('reports a load failure', async () => {
    mockApi({ 'GET /api/admin/users': fail(403, 'forbidden', 'Insufficient permissions to view all users') });
    renderPage(<AdminPage />, { me: admin });
    expect(await screen.findByText('Failed to load users. Check permissions.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
