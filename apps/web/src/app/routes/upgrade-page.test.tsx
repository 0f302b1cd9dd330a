import { describe, it, expect, vi, afterEach } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeProfile, renderPage } from '../../test/render';
import UpgradePage from './upgrade-page';

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UpgradePage', () => {
  it('offers all three plans to a guest, with Gold as the most popular', async () => {
    renderPage(<UpgradePage />, { me: null });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Current Plan')).toBeNull();
    for (const name of ['Silver', 'Gold', 'Premium']) {
      const button = within(card(name)).getByRole('button', { name: `Upgrade to ${name}` });
      expect(button.hasAttribute('disabled')).toBe(false);
    }
    expect(within(card('Gold')).queryByText('Most Popular')).not.toBeNull();
    expect(within(card('Silver')).queryByText('Most Popular')).toBeNull();
    expect(screen.getByText(/30-day money-back guarantee/).textContent).toContain('30-day');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("marks a gold user's plan as current and disables its button", async () => {
    const me = makeProfile({ permissions: { role: 'gold', flags: [], subscriptionTier: 'gold' } });
    renderPage(<UpgradePage />, { me });
    await screen.findByRole('heading', { level: 1 });

    const current = within(card('Gold')).getByRole('button', { name: 'Current Plan' });
    expect(current.hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Current Plan')).toHaveLength(1);

    for (const name of ['Silver', 'Premium']) {
      const button = within(card(name)).getByRole('button', { name: `Upgrade to ${name}` });
      expect(button.hasAttribute('disabled')).toBe(false);
    }
    expect(screen.queryByRole('button', { name: 'Upgrade to Gold' })).toBeNull();
  });

  it('says plainly that plans are not on sale here, and answers an upgrade on the page, with no browser alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderPage(<UpgradePage />, { me: makeProfile() });
    expect((await screen.findByTestId('plans-not-on-sale')).textContent).toBe(
      'Plans are not on sale on this server: it has no payment provider set up. Everything in the free plan works as usual.',
    );
    expect(within(card('Premium')).getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(within(card('Premium')).getByRole('status').textContent).toBe(
      'Premium is not on sale on this server. Nothing was charged and your plan did not change.',
    );
    expect(within(card('Gold')).getByRole('status').textContent).toBe('');
    expect(alert).not.toHaveBeenCalled();
  });
});
