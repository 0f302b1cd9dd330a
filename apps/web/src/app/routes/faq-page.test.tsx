import { describe, it, expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import FaqPage from './faq-page';

const questionButtons = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

describe('FaqPage', () => {
  it('starts with all seven questions collapsed', async () => {
    renderPage(<FaqPage />);
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const buttons = questionButtons();
    expect(buttons).toHaveLength(7);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(answer).not.toBeNull();
    }
  });

  it('opens a question without closing another open one', async () => {
    renderPage(<FaqPage />);
    await screen.findByRole('heading', { level: 1 });
    const points = screen.getByRole('button', { name: /reward and punishment points/i });
    const training = screen.getByRole('button', { name: /routines and training/i });

    fireEvent.click(points);
    expect(points.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(training);
    expect(training.getAttribute('aria-expanded')).toBe('true');
    expect(points.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(points);
    expect(points.getAttribute('aria-expanded')).toBe('false');
    expect(training.getAttribute('aria-expanded')).toBe('true');
  });

  it('links to the dashboard, home, terms and privacy policy', async () => {
    renderPage(<FaqPage />);
    await screen.findByRole('heading', { level: 1 });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of ['/dashboard', '/', '/terms-of-use', '/privacy-policy']) {
      expect(hrefs).toContain(href);
    }
  });
});
