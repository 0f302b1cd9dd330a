import { useSyncExternalStore } from 'react';

/**
 * Light or dark, as Bootstrap's colour modes draw it (`data-bs-theme` on <html>). index.html sets
 * it before the first paint, from the theme chosen on this device or else the system's, and
 * follows the system and the other tabs; this module reads it and records a choice.
 */
export type ColorTheme = 'light' | 'dark';

/** The same key as index.html's script reads. */
const THEME_KEY = 'gauntlet.theme';

const root = () => document.documentElement;
const currentTheme = (): ColorTheme => (root().getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light');
const systemTheme = (): ColorTheme => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

function subscribe(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-bs-theme'] });
  return () => observer.disconnect();
}

/** The theme the app is drawn in now; re-renders when it changes, whatever changed it. */
export function useColorTheme(): ColorTheme {
  return useSyncExternalStore(subscribe, currentTheme);
}

/**
 * Draws the app in `theme` and keeps the choice on this device. Choosing the system's own theme
 * forgets the choice instead, so the app follows the system again from then on.
 */
export function chooseColorTheme(theme: ColorTheme): void {
  try {
    if (theme === systemTheme()) localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage refused (a private window may): the theme still changes for this visit.
  }
  root().setAttribute('data-bs-theme', theme);
}
