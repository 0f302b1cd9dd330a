import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '@gauntlet/core';
import { makeProfile, renderPage } from '../test/render';
import { mockApi } from '../test/mock-api';
import { MainNav } from './main-nav';

afterEach(() => vi.unstubAllGlobals());

// Beside a drawn screen, as in the app: what the menu adds after the first screen waits for its heading.
const openMenu = (me: MyProfile | null) =>
  renderPage(
    <>
      <MainNav me={me} open id="main-nav" ref={null} />
      <main>
        <h1>Dashboard</h1>
      </main>
    </>,
    { me },
  );
const setupLink = () => screen.queryByRole('link', { name: 'Set up administrator' });

describe('the menu’s way to the first administrator’s setup', () => {
  it('is there for a signed-in player while nobody is administrator', async () => {
    mockApi({ 'GET /api/admin/bootstrap': { body: { adminExists: false } } });
    openMenu(makeProfile());
    expect((await screen.findByRole('link', { name: 'Set up administrator' })).getAttribute('href')).toBe('/admin/setup');
  });

  it('is gone once someone is administrator', async () => {
    const api = mockApi({ 'GET /api/admin/bootstrap': { body: { adminExists: true } } });
    openMenu(makeProfile());
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/bootstrap')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(setupLink()).toBeNull();
  });

  it('is never asked about for guests and administrators', async () => {
    const api = mockApi({ 'GET /api/admin/bootstrap': { body: { adminExists: false } } });
    const admin = makeProfile({ permissions: { role: 'admin', flags: [], subscriptionTier: 'premium' } });
    openMenu(null).unmount();
    openMenu(admin);
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toBeTruthy();
    expect(setupLink()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the menu’s way to the Partner page', () => {
  it('is there for a signed-in player, not for a guest', async () => {
    mockApi({ 'GET /api/admin/bootstrap': { body: { adminExists: true } } });
    const { unmount } = openMenu(makeProfile());
    expect((await screen.findByRole('link', { name: 'Partner' })).getAttribute('href')).toBe('/partner');
    unmount();
    openMenu(null);
    expect(screen.queryByRole('link', { name: 'Partner' })).toBeNull();
  });
});
