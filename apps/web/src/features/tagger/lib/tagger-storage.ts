import { emptyTaggerData, parseTaggerData, type TaggerData } from '@gauntlet/core';

/** The browser keeps the learned tag data (votes and count per tag, last id) under this key. */
export const TAGGER_STORAGE_KEY = 'gauntlet.tagger.v1';

export function loadTaggerData(): TaggerData {
  try {
    const raw = window.localStorage.getItem(TAGGER_STORAGE_KEY);
    return raw === null ? emptyTaggerData() : parseTaggerData(JSON.parse(raw));
  } catch {
    return emptyTaggerData();
  }
}

/** Stores the data; false when the browser refuses (storage full or disabled). */
export function saveTaggerData(data: TaggerData): boolean {
  try {
    window.localStorage.setItem(TAGGER_STORAGE_KEY, JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

/** Delete All Tagger Keys: removes every key the tagger keeps in this browser. */
export function clearTaggerData(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith('gauntlet.tagger')) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept either.
  }
}
