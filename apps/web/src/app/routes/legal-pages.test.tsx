import type { ReactElement } from 'react';
import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
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
