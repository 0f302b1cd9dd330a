import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LANGUAGES, type Language } from '@gauntlet/core';
import { activateLanguage, rememberOnDevice } from '../lib/i18n';
import { useMe } from '../lib/session';
import { useUpdateProfile } from '../features/profile';

/** Each language is named in itself, so a reader finds their own whatever the page shows. */
// eslint-disable-next-line gauntlet/no-untranslated-text -- each language keeps its own name
const NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The language switch in the footer: a guest's choice is kept on this device, a signed-in
 * user's on their profile (and so on every device and open tab).
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const { data: me } = useMe();
  const updateProfile = useUpdateProfile();
  const choose = async (language: Language) => {
    rememberOnDevice(language);
    await activateLanguage(language);
    if (me) updateProfile.mutate({ language });
  };
  return (
    <footer className="site-footer">
      <label className="d-inline-flex align-items-center gap-2 small">
        {t`Language`}
        <select
          className="form-select form-select-sm w-auto"
          value={i18n.locale}
          onChange={(event) => void choose(event.target.value as Language)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {NAMES[language]}
            </option>
          ))}
        </select>
      </label>
    </footer>
  );
}
