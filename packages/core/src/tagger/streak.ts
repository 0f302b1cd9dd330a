import type { TaggerVote } from './tag-learning.js';

/** Three -1 votes in a row load a new batch. */
export const TAGGER_RELOAD_STREAK = 3;

export interface StreakStep {
  /** -1 votes in a row after this vote (back to 0 once a reload is due). */
  streak: number;
  /** True when this vote completes the run and a new batch should load. */
  reload: boolean;
}

/**
 * The run of consecutive -1 votes after one more vote. 0 resets it; so does +1, since the
 * rule counts -1 votes in a row.
 */
export function nextStreak(streak: number, vote: TaggerVote): StreakStep {
  if (vote !== -1) return { streak: 0, reload: false };
  const next = streak + 1;
  return next >= TAGGER_RELOAD_STREAK ? { streak: 0, reload: true } : { streak: next, reload: false };
}
