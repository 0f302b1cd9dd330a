import { useCallback, useMemo, useState } from 'react';
import {
  applyVote,
  emptyTaggerData,
  nextStreak,
  orderByPreference,
  type BoardPost,
  type TaggerData,
  type TaggerVote,
} from '@gauntlet/core';
import { useBoardPosts } from '../api/board-api';
import { postImageUrl } from './board-links';
import { clearTaggerData, loadTaggerData, saveTaggerData } from './tagger-storage';

/** A post the tagger can show: one with a picture url. */
export interface ShownPost extends BoardPost {
  imageUrl: string;
}

interface Batch {
  tags: string;
  page: number;
  /** Ids voted on in this batch. */
  seen: ReadonlySet<number>;
}

const firstBatch = (tags: string): Batch => ({ tags, page: 1, seen: new Set() });

/**
 * The tagger's state: the batch (search tags and page), the learned data in localStorage, the
 * run of -1 votes. The next post is always the best-liked unseen post of the batch by what has
 * been learned so far, so every vote reorders what follows. There is no batch, and the board is
 * not asked, until the player searches: the tagger opens on what it does and how to start.
 */
export function useTaggerSession() {
  const [batch, setBatch] = useState<Batch | null>(null);
  const [data, setData] = useState<TaggerData>(loadTaggerData);
  const [streak, setStreak] = useState(0);
  const posts = useBoardPosts(batch);

  const shown = useMemo<ShownPost[]>(
    () =>
      (posts.data?.posts ?? []).flatMap((post) => {
        const imageUrl = postImageUrl(post);
        return imageUrl ? [{ ...post, imageUrl }] : [];
      }),
    [posts.data],
  );
  const remaining = useMemo(
    () =>
      orderByPreference(
        shown.filter((post) => !batch?.seen.has(post.id)),
        data,
      ),
    [shown, batch?.seen, data],
  );
  const current = remaining[0] ?? null;

  const nextBatch = useCallback(() => {
    setBatch((now) => now && { tags: now.tags, page: now.page + 1, seen: new Set() });
    setStreak(0);
  }, []);

  /** Learns from the vote and moves on; three -1 in a row, or the end of the batch, load the next page. */
  const vote = useCallback(
    (value: TaggerVote): ShownPost | null => {
      if (!current) return null;
      const learned = applyVote(data, current, value);
      setData(learned);
      saveTaggerData(learned);
      const step = nextStreak(streak, value);
      setStreak(step.streak);
      if (step.reload || remaining.length <= 1) {
        setBatch((now) => now && { tags: now.tags, page: now.page + 1, seen: new Set() });
      } else {
        setBatch((now) => now && { ...now, seen: new Set(now.seen).add(current.id) });
      }
      return current;
    },
    [current, data, streak, remaining.length],
  );

  const search = useCallback((tags: string) => {
    setBatch(firstBatch(tags.trim().replace(/\s+/g, ' ')));
    setStreak(0);
  }, []);

  const forget = useCallback(() => {
    clearTaggerData();
    setData(emptyTaggerData());
  }, []);

  return {
    /** Whether the player has searched yet; before that nothing is loaded. */
    started: batch !== null,
    tags: batch?.tags ?? '',
    page: batch?.page ?? 1,
    posts,
    /** Posts of the batch with a picture (posts without one are skipped). */
    shownCount: shown.length,
    remainingCount: remaining.length,
    current,
    streak,
    data,
    vote,
    nextBatch,
    search,
    firstPage: () => setBatch((now) => now && firstBatch(now.tags)),
    forget,
  };
}
