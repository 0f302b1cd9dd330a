import type { TrainingState } from './training-session';

/** A training session in progress and the routine it goes through. */
export interface SavedTraining {
  routineId: string;
  state: TrainingState;
}

/**
 * The session in progress is kept in the tab's session storage, per user, so a reload (or a phone
 * that drops the tab while the player trains) picks it up where it was; it goes with the tab, so
 * nothing of it stays on the device afterwards.
 */
const keyOf = (userId: string) => `gauntlet:training:${userId}`;

const isSaved = (value: unknown): value is SavedTraining => {
  const saved = value as SavedTraining | null;
  return typeof saved?.routineId === 'string' && Array.isArray(saved.state?.items) && typeof saved.state.sessionId === 'string';
};

export function savedTraining(userId: string): SavedTraining | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(keyOf(userId)) ?? 'null');
    return isSaved(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveTraining(userId: string, saved: SavedTraining): void {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(saved));
  } catch {
    // Storage full or refused (a private window): the session goes on, it only would not survive a reload.
  }
}

export function forgetTraining(userId: string): void {
  sessionStorage.removeItem(keyOf(userId));
}
