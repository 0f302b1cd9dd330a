import { useEffect, useRef } from 'react';
import type { TaggerVote } from '@gauntlet/core';

/** Keys of the tagger: ArrowLeft or 1 for -1, ArrowDown or 0 for 0, ArrowRight or 2 for +1. */
const VOTE_KEYS: Readonly<Record<string, TaggerVote>> = {
  ArrowLeft: -1,
  '1': -1,
  ArrowDown: 0,
  '0': 0,
  ArrowRight: 1,
  '2': 1,
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Votes from the keyboard while `enabled`; typing in a field or a held-down key never votes. */
export function useVoteKeys(onVote: (vote: TaggerVote) => void, enabled: boolean): void {
  const latest = useRef(onVote);
  useEffect(() => {
    latest.current = onVote;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (!Object.hasOwn(VOTE_KEYS, event.key)) return;
      const vote = VOTE_KEYS[event.key]!;
      event.preventDefault();
      latest.current(vote);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
