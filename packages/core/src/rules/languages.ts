/** The languages the app is written in; English is the one every text is first written in. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The first of a browser's preferred languages the app is written in ('es-MX' counts as 'es'), else English. */
export function preferredLanguage(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const primary = preference.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
