import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { makeProfile, renderPage } from '../../test/render';
import SiteMapPage from './site-map-page';

const SITE_LINKS = [
  '/profile/edit',
  '/notifications',
  '/partner',
  '/profile/show',
  '/points',
  '/newchallenge',
  '/seechallenge',
  '/finishchallenge',
  '/dashboard',
  '/routines',
  '/training',
  '/deck',
  '/teaser',
];

describe('SiteMapPage', () => {
  it('lists every page and offers the login form to a guest', async () => {
    renderPage(<SiteMapPage />, { me: null });
    await screen.findByRole('heading', { level: 1, name: 'Site map' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of SITE_LINKS) expect(hrefs).toContain(href);
    expect(screen.getByRole('link', { name: 'Deck Selection' }).getAttribute('href')).toBe('/deck');
    expect(screen.getByRole('link', { name: 'Viewer' }).getAttribute('href')).toBe('/teaser');
    expect(screen.queryByRole('region', { name: 'Log in' })).not.toBeNull();
  });

  it('hides the login prompt when signed in', async () => {
    renderPage(<SiteMapPage />, { me: makeProfile() });
    await screen.findByRole('heading', { level: 1, name: 'Site map' });
    expect(screen.queryByRole('region', { name: 'Log in' })).toBeNull();
  });
});
