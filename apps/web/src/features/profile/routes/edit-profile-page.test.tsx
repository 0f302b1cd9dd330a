import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, renderRoutes } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import EditProfilePage from './edit-profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/profile/edit', element: <EditProfilePage /> },
  { path: '/dashboard', element: <p>Dashboard</p> },
];

describe('EditProfilePage', () => {
  it('saves "Show my activity publicly", off by default, with the profile', async () => {
    const me = makeProfile({ timeZone: 'Europe/Madrid' });
    const api = mockApi({ 'PATCH /api/profile/me': (body) => ({ body: { ...me, ...(body as object) } }) });
    renderRoutes(routes, { path: '/profile/edit', me });
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Show my activity publicly' });
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/profile/me')[0]?.body).toEqual({
      userName: 'tester',
      timeZone: 'Europe/Madrid',
      publicStats: false,
      publicActivity: true,
      showInRecentlyActive: false,
    });
  });

  it.each([
    ['Show my profile to visitors who are not signed in', 'publicStats'],
    ['Show me in Recently Active Users', 'showInRecentlyActive'],
  ] as const)('saves "%s", off for a new account', async (label, field) => {
    const me = makeProfile();
    const api = mockApi({ 'PATCH /api/profile/me': (body) => ({ body: { ...me, ...(body as object) } }) });
    renderRoutes(routes, { path: '/profile/edit', me });
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: label });
    expect(toggle.checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/profile/me')[0]?.body).toMatchObject({ [field]: true }));
  });

  it('starts from the saved choice and can turn it off', async () => {
    const me = makeProfile({ publicActivity: true });
    const api = mockApi({ 'PATCH /api/profile/me': (body) => ({ body: { ...me, ...(body as object) } }) });
    renderRoutes(routes, { path: '/profile/edit', me });
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Show my activity publicly' });
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/profile/me')[0]?.body).toMatchObject({ publicActivity: false }));
  });
});
