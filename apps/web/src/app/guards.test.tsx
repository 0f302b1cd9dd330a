import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { makeProfile, renderRoutes } from '../test/render';
import { RequireFlag, RequireLogin, RequireRole } from './guards';

const routes: RouteObject[] = [
  { path: '/', element: <p>Root</p> },
  { path: '/unauthorized', element: <p>Access Denied</p> },
  { path: '/upgrade', element: <p>Upgrade</p> },
  {
    path: '/private',
    element: (
      <RequireLogin>
        <p>Private</p>
      </RequireLogin>
    ),
  },
  {
    path: '/admin',
    element: (
      <RequireRole role="admin">
        <p>Admin area</p>
      </RequireRole>
    ),
  },
  {
    path: '/premium',
    element: (
      <RequireFlag flag="premium_content">
        <p>Premium area</p>
      </RequireFlag>
    ),
  },
];

const admin = makeProfile({ permissions: { role: 'admin', flags: [], subscriptionTier: 'premium' } });
const silver = makeProfile({ permissions: { role: 'silver', flags: ['premium_content'], subscriptionTier: 'silver' } });

describe('route guards', () => {
  it('sends a guest from a login route to the root path', async () => {
    renderRoutes(routes, { path: '/private', me: null });
    expect(await screen.findByText('Root')).toBeTruthy();
  });

  it('lets a signed-in user through the login guard', async () => {
    renderRoutes(routes, { path: '/private', me: makeProfile() });
    expect(await screen.findByText('Private')).toBeTruthy();
  });

  it('sends a user without permissions loaded from a role route to the root path', async () => {
    renderRoutes(routes, { path: '/admin', me: null });
    expect(await screen.findByText('Root')).toBeTruthy();
  });

  it('sends a user who lacks the role to /unauthorized', async () => {
    renderRoutes(routes, { path: '/admin', me: makeProfile() });
    expect(await screen.findByText('Access Denied')).toBeTruthy();
  });

  it('lets an admin through the role guard', async () => {
    renderRoutes(routes, { path: '/admin', me: admin });
    expect(await screen.findByText('Admin area')).toBeTruthy();
  });

  it('sends a user without the flag to /upgrade', async () => {
    renderRoutes(routes, { path: '/premium', me: makeProfile() });
    expect(await screen.findByText('Upgrade')).toBeTruthy();
  });

  it('lets a user with the flag through the flag guard', async () => {
    renderRoutes(routes, { path: '/premium', me: silver });
    expect(await screen.findByText('Premium area')).toBeTruthy();
  });
});
