import { APP_NAME, APP_VERSION, BOARD_PAGE_SIZE, type BoardPost } from '@gauntlet/core';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';

/** The parts of an e621-style post we read; anything else in the response is ignored. */
const upstreamPostSchema = z.object({
  id: z.number().int(),
  score: z.object({ total: z.number().int() }).partial().optional(),
  file: z.object({ url: z.string().nullable().optional() }).optional(),
  preview: z.object({ url: z.string().nullable().optional() }).optional(),
  tags: z.record(z.string(), z.array(z.string())).optional(),
});
const upstreamPageSchema = z.object({ posts: z.array(z.unknown()) });

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 200;
/** The board asks clients to stay at or below one request per second. */
const MIN_INTERVAL_MS = 1000;
const TIMEOUT_MS = 10_000;

const unavailable = () => new AppError(502, 'board_unavailable', 'The image board is not reachable right now.');
const busy = (seconds: number) =>
  new AppError(503, 'board_busy', `The image board is busy. Try again in ${seconds} s.`, { 'retry-after': String(seconds) });

/** How many requests may wait for their turn at the board, from one client and from all together. */
export interface BoardQueueLimits {
  perClient: number;
  total: number;
}

function toPost(raw: unknown): BoardPost | null {
  const parsed = upstreamPostSchema.safeParse(raw);
  if (!parsed.success) return null;
  const post = parsed.data;
  return {
    id: post.id,
    score: post.score?.total ?? 0,
    fileUrl: post.file?.url ?? null,
    previewUrl: post.preview?.url ?? null,
    tags: Object.values(post.tags ?? {}).flat(),
  };
}

/**
 * Reaches the image board for every user of this server: a descriptive User-Agent, at most one
 * request per second, and a short cache so repeated pages cost nothing. Requests wait for their
 * turn in a bounded queue: one client cannot make everyone else wait, and a full queue answers
 * 503 at once instead of holding the request. A cached page never waits.
 */
export class BoardClient {
  private readonly cache = new Map<string, { expires: number; posts: BoardPost[] }>();
  private nextSlot = 0;
  private readonly waitingPerClient = new Map<string, number>();
  private waiting = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly limits: BoardQueueLimits,
    private readonly userAgent = `${APP_NAME}/${APP_VERSION} (self-hosted challenge tracker)`,
  ) {}

  /** The board's own page for a post, where a saved favourite links. */
  postPage(postId: number): string {
    return new URL(`/posts/${postId}`, this.baseUrl).href;
  }

  /** `client` names who asks (their address), for the per-client share of the queue. */
  async posts(tags: string, page: number, client: string): Promise<BoardPost[]> {
    const key = `${tags}\u0000${page}`;
    const cached = this.cache.get(key);
    if (cached && cached.expires > Date.now()) return cached.posts;

    await this.waitForSlot(client);
    const url = new URL('/posts.json', this.baseUrl);
    url.search = new URLSearchParams({ limit: String(BOARD_PAGE_SIZE), tags, page: String(page) }).toString();
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': this.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw unavailable();
      body = await response.json();
    } catch {
      throw unavailable();
    }
    const page_ = upstreamPageSchema.safeParse(body);
    if (!page_.success) throw unavailable();
    const posts = page_.data.posts.flatMap((raw) => toPost(raw) ?? []);
    this.remember(key, posts);
    return posts;
  }

  private async waitForSlot(client: string): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    if (slot === now) {
      this.nextSlot = slot + MIN_INTERVAL_MS;
      return;
    }
    const clientWaiting = this.waitingPerClient.get(client) ?? 0;
    if (this.waiting >= this.limits.total || clientWaiting >= this.limits.perClient) {
      // By then every request waiting now has had its turn.
      throw busy(Math.ceil((slot - now) / 1000));
    }
    this.nextSlot = slot + MIN_INTERVAL_MS;
    this.waiting += 1;
    this.waitingPerClient.set(client, clientWaiting + 1);
    try {
      await new Promise((resolve) => setTimeout(resolve, slot - now));
    } finally {
      this.waiting -= 1;
      const left = (this.waitingPerClient.get(client) ?? 1) - 1;
      if (left > 0) this.waitingPerClient.set(client, left);
      else this.waitingPerClient.delete(client);
    }
  }

  private remember(key: string, posts: BoardPost[]): void {
    if (this.cache.size >= CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { expires: Date.now() + CACHE_MS, posts });
  }
}
