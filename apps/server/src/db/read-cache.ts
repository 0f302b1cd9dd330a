import { readCacheLookups } from '../metrics/instruments.js';

/**
 * Per-user reads kept in memory until the user changes: the answers of the hottest reads and
 * the user's live sessions. Whoever changes a user calls `forget` (every instance does so when
 * it hears the change's NOTIFY), and while changes may go unheard (the listening connection is
 * down) the cache is `suspend`ed and every read goes to the database.
 *
 * A read that was under way when its user was forgotten may have seen the data from before the
 * change, so its answer is handed back but not kept. Users are kept least recently used first
 * out, at most `maxUsers` of them, each with at most `SESSIONS_PER_USER` sessions. A kept
 * answer is shared by every request that reads it (and its JSON text is made once, see
 * `keptAnswerSerializer`): it is never changed in place.
 */
/** Counts a lookup under its kind of read: `partner-rights:<partner>` counts as `partner-rights`. */
function countLookup(kind: string, hit: boolean): void {
  const colon = kind.indexOf(':');
  readCacheLookups.inc({ read: colon < 0 ? kind : kind.slice(0, colon), result: hit ? 'hit' : 'miss' });
}

export class ReadCache {
  private readonly users = new Map<string, UserEntry>();
  private readonly sessions = new Map<string, CachedSession>();
  /** Counts every forget; a read remembers it at its start to tell whether its user changed since. */
  private generation = 0;
  /** The generation at which each recently forgotten user was forgotten (pruned, see `prune`). */
  private readonly forgottenAt = new Map<string, number>();
  /** The generation at which everything was last forgotten. */
  private clearedAt = 0;
  /** The starting generations of the reads under way. */
  private readonly underWay = new Set<{ start: number }>();
  private suspended = false;

  constructor(private readonly maxUsers: number) {}

  /** How many users have something kept (for the bench and the tests). */
  get size(): number {
    return this.users.size;
  }

  /**
   * The user's answer of this kind: from memory while the user has not changed and `fresh`
   * (when given) still holds for it, otherwise loaded and, if nothing changed meanwhile, kept.
   */
  async answer<Value>(
    userId: string,
    kind: string,
    load: () => Promise<Value>,
    fresh?: (value: Value) => boolean,
  ): Promise<Value> {
    const kept = this.touch(userId)?.answers.get(kind) as Value | undefined;
    const hit = kept !== undefined && (!fresh || fresh(kept));
    countLookup(kind, hit);
    if (hit) return kept;
    return this.loadThen(load, (value, start) => {
      if (!this.changedSince(userId, start)) this.entry(userId).answers.set(kind, value);
    });
  }

  /**
   * The live session of a session token: from memory until its user changes (a sign-out, a
   * deletion or new permissions all forget the user) or it expires; unknown tokens are not kept.
   */
  async session<Viewer extends { userId: string; expiresAt: Date }>(
    token: string,
    load: () => Promise<Viewer | null>,
  ): Promise<Viewer | null> {
    const kept = this.sessions.get(token);
    const hit = kept !== undefined && kept.expiresAt > Date.now() && this.touch(kept.userId) !== undefined;
    countLookup('session', hit);
    if (hit) return kept.viewer as Viewer;
    return this.loadThen(load, (viewer, start) => {
      if (!viewer || this.changedSince(viewer.userId, start)) return;
      const entry = this.entry(viewer.userId);
      if (entry.tokens.size >= SESSIONS_PER_USER) this.dropToken(entry, entry.tokens.values().next().value!);
      entry.tokens.add(token);
      this.sessions.set(token, { userId: viewer.userId, expiresAt: viewer.expiresAt.getTime(), viewer });
    });
  }

  /** The user changed: nothing of theirs is answered from memory any more. */
  forget(userId: string): void {
    this.generation += 1;
    if (this.underWay.size) this.forgottenAt.set(userId, this.generation);
    const entry = this.users.get(userId);
    if (entry) this.drop(userId, entry);
  }

  /** Changes may have gone unheard: everything is read again from the database. */
  forgetAll(): void {
    this.generation += 1;
    this.clearedAt = this.generation;
    this.users.clear();
    this.sessions.clear();
    this.forgottenAt.clear();
  }

  /** Until `resume`, nothing is answered from memory nor kept (changes may go unheard). */
  suspend(): void {
    this.suspended = true;
    this.forgetAll();
  }

  resume(): void {
    this.forgetAll();
    this.suspended = false;
  }

  /** Loads; `keep` decides, knowing the generation the load started at, whether to keep the value. */
  private async loadThen<Value>(load: () => Promise<Value>, keep: (value: Value, start: number) => void): Promise<Value> {
    if (this.suspended) return load();
    const read = { start: this.generation };
    this.underWay.add(read);
    try {
      const value = await load();
      if (!this.suspended) keep(value, read.start);
      return value;
    } finally {
      this.underWay.delete(read);
      this.prune();
    }
  }

  private changedSince(userId: string, start: number): boolean {
    return this.clearedAt > start || (this.forgottenAt.get(userId) ?? 0) > start;
  }

  /** Forget-marks older than every read under way can no longer matter. */
  private prune(): void {
    if (!this.underWay.size) {
      this.forgottenAt.clear();
      return;
    }
    if (this.forgottenAt.size <= this.maxUsers) return;
    const oldest = Math.min(...[...this.underWay].map((read) => read.start));
    for (const [userId, at] of this.forgottenAt) if (at <= oldest) this.forgottenAt.delete(userId);
  }

  /** The user's entry, moved to the most recently used end. */
  private touch(userId: string): UserEntry | undefined {
    const entry = this.users.get(userId);
    if (!entry) return undefined;
    this.users.delete(userId);
    this.users.set(userId, entry);
    return entry;
  }

  private entry(userId: string): UserEntry {
    const existing = this.touch(userId);
    if (existing) return existing;
    const entry: UserEntry = { answers: new Map(), tokens: new Set() };
    this.users.set(userId, entry);
    if (this.users.size > this.maxUsers) {
      const [oldestId, oldest] = this.users.entries().next().value!;
      this.drop(oldestId, oldest);
    }
    return entry;
  }

  private drop(userId: string, entry: UserEntry): void {
    this.users.delete(userId);
    for (const token of entry.tokens) this.sessions.delete(token);
  }

  private dropToken(entry: UserEntry, token: string): void {
    entry.tokens.delete(token);
    this.sessions.delete(token);
  }
}

/** Sessions kept per user; a user signed in on more devices has the oldest read again. */
const SESSIONS_PER_USER = 8;

interface UserEntry {
  answers: Map<string, unknown>;
  tokens: Set<string>;
}

interface CachedSession {
  userId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  viewer: unknown;
}
