import { describe, it, expect, vi, afterEach } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeProfile, renderPage } from '../../test/render';
import UpgradePage from './upgrade-page';

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
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

  it('only shows the payment placeholder when upgrading', async () => {
    // happy-dom has no window.alert, so give the spy something to wrap.
    if (typeof window.alert !== 'function') window.alert = () => {};
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPage(<UpgradePage />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Payment processing would be implemented here. No plan was changed.');
  });
});
