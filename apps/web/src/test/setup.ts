import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';
import { messages } from '../locales/en.po';
// IndexedDB, which happy-dom lacks, for the check-in queue.
import 'fake-indexeddb/auto';

// Screens such as the 50-card deck can take over a second to render on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

// Screens are tested in English, the language every text is first written in.
i18n.loadAndActivate({ locale: 'en', messages });

// Each test is a tab of its own: what a screen kept for the tab (a training session) goes with it.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
