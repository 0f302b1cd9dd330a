import { useEffect } from 'react';
import type { MyProfile } from '@gauntlet/core';
import { activateLanguage, activeLanguage, rememberOnDevice } from './i18n';

/**
 * A signed-in user's language is the one on their profile: it applies on every device they sign
 * in on, and when they change it in another tab the profile stream brings it here and this tab
 * switches without a reload.
 */
export function useProfileLanguage(me: MyProfile | null | undefined): void {
  const language = me?.language;
  useEffect(() => {
    if (!language || language === activeLanguage()) return;
    rememberOnDevice(language);
    void activateLanguage(language);
  }, [language]);
}
