import type { ProfileLiveFields } from '@gauntlet/core';
import type { DatabaseHandle, Unlisten } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { bumpProfileVersion, notifyProfileChannel, PROFILE_CHANNEL } from './profile.repository.js';

export interface ProfileEvent {
  /** The profile's version in the outbox; streams send it as the event id. */
  version: number;
  fields: ProfileLiveFields;
}

/** Receives the current fields, or null when the user no longer exists. */
type Listener = (event: ProfileEvent | null) => void;

/**
 * Live profile updates across every instance on the database. `publish` (called after a change
 * commits) bumps the outbox version and sends NOTIFY; each instance LISTENs, forgets what its
 * read cache holds of that user and pushes the current fields to its own open streams of that
 * user. The instance that made the change forgets at once, before it answers.
 */
export class ProfileEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly load: (userId: string) => Promise<ProfileEvent | null>,
    private readonly cache: ReadCache,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(PROFILE_CHANNEL, {
      onPayload: (userId) => {
        this.cache.forget(userId);
        void this.deliver(userId);
      },
      // Changes on other instances go unheard until the connection is back.
      onLost: () => this.cache.suspend(),
      // Notifications may have been missed while disconnected: refresh every open stream.
      onReconnect: () => {
        this.cache.resume();
        for (const userId of this.listeners.keys()) void this.deliver(userId);
      },
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  subscribe(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  async publish(userId: string): Promise<void> {
    await bumpProfileVersion(this.database.db, userId);
    this.cache.forget(userId);
  }

  /**
   * The change's own statement bumped the version and sent its NOTIFY (`versionBumpedFor`):
   * this instance forgets the user at once, before it answers, rather than when it hears it.
   */
  bumpedInStatement(userId: string): void {
    this.cache.forget(userId);
  }

  /**
   * A session of the user ended (signed out, or the account deleted): every instance has each
   * of the user's streams check its own session, and the streams of ended sessions close.
   */
  async sessionEnded(userId: string): Promise<void> {
    await notifyProfileChannel(this.database.db, userId);
    this.cache.forget(userId);
  }

  private async deliver(userId: string): Promise<void> {
    const set = this.listeners.get(userId);
    if (!set?.size) return;
    let event: ProfileEvent | null;
    try {
      event = await this.load(userId);
    } catch {
      return;
    }
    for (const listener of set) listener(event);
  }
}
