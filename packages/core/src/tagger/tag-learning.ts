import { z } from 'zod';

/**
 * Tag learning for the image-board tagger.
 *
 * Each tag keeps `count` (how many voted posts carried it) and `votes` (how much those votes
 * liked it). A vote adds to every distinct tag of the post:
 *
 *   -1 → votes + 0     (disliked)
 *    0 → votes + 0.5   (neutral: pulls the tag towards 0.5)
 *   +1 → votes + 1     (liked)
 *
 * so `votes / count` is the share of liking among the tag's votes, and a tag's probability is
 * that share clamped to 0.1–0.9. A tag never voted on counts 0.5.
 */
export type TaggerVote = -1 | 0 | 1;

export const TAG_PROBABILITY_MIN = 0.1;
export const TAG_PROBABILITY_MAX = 0.9;
export const UNKNOWN_TAG_PROBABILITY = 0.5;

export const VOTE_WEIGHTS: Readonly<Record<`${TaggerVote}`, number>> = { '-1': 0, '0': 0.5, '1': 1 };

export const tagStatsSchema = z.object({
  votes: z.number().min(0),
  count: z.number().int().min(0),
});
export type TagStats = z.infer<typeof tagStatsSchema>;

/** What the tagger keeps in the browser: votes and count per tag, and the last post voted on. */
export const taggerDataSchema = z.object({
  tags: z.record(z.string(), tagStatsSchema),
  lastId: z.number().int().nullable(),
});
export type TaggerData = z.infer<typeof taggerDataSchema>;

export const emptyTaggerData = (): TaggerData => ({ tags: {}, lastId: null });

export function voteWeight(vote: TaggerVote): number {
  return VOTE_WEIGHTS[`${vote}`];
}

/** The learned probability that a post with this tag is liked. */
export function tagProbability(stats: TagStats | undefined): number {
  if (!stats || !(stats.count > 0)) return UNKNOWN_TAG_PROBABILITY;
  const share = stats.votes / stats.count;
  return Math.min(TAG_PROBABILITY_MAX, Math.max(TAG_PROBABILITY_MIN, share));
}

/** A tag's own stats (never something inherited, like `constructor`), or undefined if unknown. */
export function tagStats(data: TaggerData, tag: string): TagStats | undefined {
  return Object.hasOwn(data.tags, tag) ? data.tags[tag] : undefined;
}

/** The learned probability of a tag in the data (0.5 when unknown). */
export function learnedProbability(data: TaggerData, tag: string): number {
  return tagProbability(tagStats(data, tag));
}

/** The data after voting on a post; a tag listed twice on the post counts once. Never mutates. */
export function applyVote(data: TaggerData, post: { id: number; tags: readonly string[] }, vote: TaggerVote): TaggerData {
  const weight = voteWeight(vote);
  const tags = { ...data.tags };
  for (const tag of new Set(post.tags)) {
    const current = tagStats(data, tag);
    // Defined rather than assigned, so a tag named `__proto__` stays an ordinary entry.
    Object.defineProperty(tags, tag, {
      value: { votes: (current?.votes ?? 0) + weight, count: (current?.count ?? 0) + 1 },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { tags, lastId: post.id };
}

/** Reads stored data; anything unreadable or of an old shape starts afresh. */
export function parseTaggerData(raw: unknown): TaggerData {
  const result = taggerDataSchema.safeParse(raw);
  return result.success ? result.data : emptyTaggerData();
}
