import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../test/render';
import { ThemeSwitch } from './theme-switch';

const THEME_KEY = 'gauntlet.theme';
const theme = () => document.documentElement.getAttribute('data-bs-theme');

/** A system that prefers `system`, as matchMedia reports it. */
function systemPrefers(system: 'light' | 'dark') {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && system === 'dark' }));
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('data-bs-theme', 'light');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-bs-theme');
});

describe('the dark-mode switch', () => {
  it('draws the app dark and keeps the choice on the device; choosing the system’s theme again forgets it', async () => {
    systemPrefers('light');
    renderInLanguage(<ThemeSwitch />);
    const darkMode = screen.getByRole<HTMLInputElement>('switch', { name: 'Dark mode' });
    expect(darkMode.checked).toBe(false);

    fireEvent.click(darkMode);
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    await waitFor(() => expect(darkMode.checked).toBe(true));

    fireEvent.click(darkMode);
    expect(theme()).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('keeps light as a choice on a dark system', () => {
    systemPrefers('dark');
    document.documentElement.setAttribute('data-bs-theme', 'dark');
    renderInLanguage(<ThemeSwitch />);
    fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(theme()).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
  });

  it('follows the theme when the page changes it (the system or another tab)', async () => {
    renderInLanguage(<ThemeSwitch />);
    const darkMode = screen.getByRole<HTMLInputElement>('switch', { name: 'Dark mode' });
    act(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
    await waitFor(() => expect(darkMode.checked).toBe(true));
  });
});
