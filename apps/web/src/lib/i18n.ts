import { i18n, type Messages } from '@lingui/core';
import { isLanguage, LANGUAGES, preferredLanguage, type Language } from '@gauntlet/core';

/** Where a guest's choice of language is kept on this device. */
const DEVICE_KEY = 'gauntlet.language';

// One chunk per language: the browser fetches only the catalogue it shows.
const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
};

/** This device's language before anyone signs in: the one chosen here, else the browser's preference. */
export function deviceLanguage(): Language {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(DEVICE_KEY);
  } catch {
    // Storage can be refused (private modes); the browser's preference still applies.
  }
  return isLanguage(chosen) ? chosen : preferredLanguage(navigator.languages ?? [navigator.language]);
}

export function rememberOnDevice(language: Language): void {
  try {
    localStorage.setItem(DEVICE_KEY, language);
  } catch {
    // Not kept on this device; the session still shows it.
  }
}

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** Loads the language's catalogue, shows every text in it and marks the page's language for the browser. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogues[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

export { i18n, LANGUAGES };
