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

/** How many requests may wait for their turn at the board, from one asker and from all together. */
export interface BoardQueueLimits {
  perClient: number;
  total: number;
}

/**
 * Who asks the board: a signed-in user by their account (however many addresses they come from),
 * anyone else by their address.
 */
export interface BoardAsker {
  key: string;
  signedIn: boolean;
}

interface Waiter {
  asker: BoardAsker;
  go: () => void;
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
 * turn in a bounded queue, shared fairly: one asker may have only `perClient` waiting, anonymous
 * askers together only half the queue, so the other half is always there for signed-in users,
 * whose requests also go first. A full share answers 503 at once instead of holding the request.
 * A cached page never waits.
 */
export class BoardClient {
  private readonly cache = new Map<string, { expires: number; posts: BoardPost[] }>();
  /** When the board may be asked next. */
  private nextSlot = 0;
  private readonly waiting: Record<'signedIn' | 'anonymous', Waiter[]> = { signedIn: [], anonymous: [] };
  private dispatching: NodeJS.Timeout | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly limits: BoardQueueLimits,
    private readonly userAgent = `${APP_NAME}/${APP_VERSION} (self-hosted challenge tracker)`,
  ) {}

  /** The board's own page for a post, where a saved favourite links. */
  postPage(postId: number): string {
    return new URL(`/posts/${postId}`, this.baseUrl).href;
  }

  async posts(tags: string, page: number, asker: BoardAsker): Promise<BoardPost[]> {
    const key = `${tags}\u0000${page}`;
    const cached = this.cache.get(key);
    if (cached && cached.expires > Date.now()) return cached.posts;

    await this.waitForTurn(asker);
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

  private async waitForTurn(asker: BoardAsker): Promise<void> {
    const now = Date.now();
    const { signedIn, anonymous } = this.waiting;
    if (signedIn.length + anonymous.length === 0 && this.nextSlot <= now) {
      this.nextSlot = now + MIN_INTERVAL_MS;
      return;
    }
    const own = [...signedIn, ...anonymous].filter((waiter) => waiter.asker.key === asker.key).length;
    const full = asker.signedIn
      ? signedIn.length + anonymous.length >= this.limits.total
      : anonymous.length >= Math.floor(this.limits.total / 2) || signedIn.length + anonymous.length >= this.limits.total;
    if (own >= this.limits.perClient || full) {
      // By then every request waiting now has had its turn.
      throw busy(Math.ceil((Math.max(this.nextSlot - now, 0) + (signedIn.length + anonymous.length) * MIN_INTERVAL_MS) / 1000));
    }
    await new Promise<void>((go) => {
      this.waiting[asker.signedIn ? 'signedIn' : 'anonymous'].push({ asker, go });
      this.dispatchLater();
    });
  }

  /** Lets the next waiter go at the board's next free second: a signed-in user's first. */
  private dispatchLater(): void {
    if (this.dispatching) return;
    this.dispatching = setTimeout(
      () => {
        this.dispatching = null;
        const next = this.waiting.signedIn.shift() ?? this.waiting.anonymous.shift();
        if (!next) return;
        this.nextSlot = Date.now() + MIN_INTERVAL_MS;
        next.go();
        if (this.waiting.signedIn.length + this.waiting.anonymous.length > 0) this.dispatchLater();
      },
      Math.max(this.nextSlot - Date.now(), 0),
    );
  }

  private remember(key: string, posts: BoardPost[]): void {
    if (this.cache.size >= CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { expires: Date.now() + CACHE_MS, posts });
  }
}
