import type { ReactElement } from 'react';
import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { makeProfile, renderPage, renderRoutes } from '../../test/render';
import { mockApi } from '../../test/mock-api';
import EditProfilePage from '../../features/profile/routes/edit-profile-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

const pages: [string, ReactElement][] = [
  ['Terms of Use', <TermsPage />],
  ['Privacy Policy', <PrivacyPage />],
];

describe.each(pages)('%s', (title, page) => {
  it('has 14 numbered sections and the last-updated date', async () => {
    renderPage(page);
    await screen.findByRole('heading', { level: 1, name: title });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    expect(sections).toHaveLength(14);
    sections.forEach((text, index) => expect(text.startsWith(`${index + 1}. `)).toBe(true));
    expect(screen.getByText('Last updated: 2025-08-31')).not.toBeNull();
  });
});

describe('the privacy policy', () => {
  it('names every switch of Edit profile that decides who sees the player, as the switch reads', async () => {
    mockApi({
      'GET /api/account/sign-in-methods': { body: { hasPassword: true, providers: [], signedInAt: new Date().toISOString() } },
    });
    const edit = renderRoutes([{ path: '*', element: <EditProfilePage /> }], { me: makeProfile() });
    const switches = screen.getAllByRole('switch').map(labelOf);
    edit.unmount();
    vi.unstubAllGlobals();
    expect(switches).toEqual([
      'Show my profile to visitors who are not signed in',
      'Show my activity publicly',
      'Show me in Recently Active Users',
    ]);

    renderPage(<PrivacyPage />);
    const whoSees = screen.getByRole('heading', { name: /Who can see your data/ }).closest('section')!.textContent;
    for (const label of switches) expect(whoSees).toContain(`“${label}”`);
    expect(whoSees).toContain('the day you were last seen. Only you see the time of day.');
    expect(whoSees).toContain('All three switches are off for a new account.');
    const cookies = screen.getByRole('heading', { name: /Cookies/ }).closest('section')!.textContent;
    expect(cookies).toContain('it expires after 30 days without use');
  });
});

const labelOf = (element: HTMLElement) => document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '';
