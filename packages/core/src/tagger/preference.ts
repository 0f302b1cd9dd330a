import { learnedProbability, type TaggerData } from './tag-learning.js';

/**
 * A post's preference score in (0, 1), from its tags' learned probabilities.
 *
 * The tags are combined as independent evidence (naive Bayes with an even prior): the score is
 * σ(Σ logit(p_tag)). An unknown tag (0.5) adds nothing, so a post of only unknown tags scores
 * 0.5; a liked tag pushes the score up and a disliked one down, and the clamp to 0.1–0.9 keeps
 * any single tag from deciding alone.
 */
export function postPreference(tags: readonly string[], data: TaggerData): number {
  let logOdds = 0;
  for (const tag of new Set(tags)) {
    const p = learnedProbability(data, tag);
    logOdds += Math.log(p / (1 - p));
  }
  // Rounded so that evidence which cancels out (0.9 and 0.1) is an exact tie, not float noise.
  return 1 / (1 + Math.exp(-Math.round(logOdds * 1e9) / 1e9));
}

/** Posts by preference, best first; equal scores keep the board's order. Never mutates. */
export function orderByPreference<T extends { tags: readonly string[] }>(posts: readonly T[], data: TaggerData): T[] {
  return posts
    .map((post, index) => ({ post, index, score: postPreference(post.tags, data) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.post);
}
