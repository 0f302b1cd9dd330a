import type { ProfileLiveFields } from '@gauntlet/core';
import type { DatabaseHandle, Unlisten } from '../db/database.js';
import type { ReadCache } from '../db/read-cache.js';
import { sendChange, type ChangeEvent, type ChangeEvents } from './change-events.js';
import { CHANGES_CHANNEL } from './changes.repository.js';

/** A user's live fields with the user's version they belong to; streams send it as the event id. */
export interface LiveUser {
  version: number;
  fields: ProfileLiveFields;
}

/** Receives the user's current fields, or null when the user no longer exists. */
type Watcher = (live: LiveUser | null) => void;

/**
 * The one door through which the server learns, on every instance on the database, that a user
 * changed. `publish` (called after a change commits) sends the event; each instance LISTENs,
 * forgets what its read cache holds of that user and pushes the user's current fields, loaded
 * once with `load`, to its own watchers of that user. The instance that made the change forgets
 * at once, before it answers.
 */
export class Changes {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly cache: ReadCache,
    private readonly load: (userId: string) => Promise<LiveUser | null>,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, {
      onPayload: (userId) => {
        this.cache.forget(userId);
        void this.deliver(userId);
      },
      // Changes on other instances go unheard until the connection is back.
      onLost: () => this.cache.suspend(),
      // Notifications may have been missed while disconnected: refresh every watcher.
      onReconnect: () => {
        this.cache.resume();
        for (const userId of this.watchers.keys()) void this.deliver(userId);
      },
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  async publish<E extends ChangeEvent>(event: E, payload: ChangeEvents[E]): Promise<void> {
    await sendChange(this.database.db, event, payload);
    this.cache.forget(payload.userId);
  }

  /**
   * The change's own statement published `user.changed` (`usersChangedBy`): this instance
   * forgets the user at once, before it answers, rather than when it hears the NOTIFY.
   */
  userChangedInStatement(userId: string): void {
    this.cache.forget(userId);
  }

  /** Calls `watcher` with the user's current fields whenever the user changes; returns the way to stop. */
  watch(userId: string, watcher: Watcher): () => void {
    const set = this.watchers.get(userId) ?? new Set<Watcher>();
    set.add(watcher);
    this.watchers.set(userId, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0) this.watchers.delete(userId);
    };
  }

  private async deliver(userId: string): Promise<void> {
    const set = this.watchers.get(userId);
    if (!set?.size) return;
    let live: LiveUser | null;
    try {
      live = await this.load(userId);
    } catch {
      return;
    }
    for (const watcher of set) watcher(live);
  }
}
