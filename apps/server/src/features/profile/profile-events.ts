import { sql } from 'drizzle-orm';
import type { ProfileLiveFields } from '@gauntlet/core';
import type { Database, DatabaseHandle, Unlisten } from '../../db/database.js';

export interface ProfileEvent {
  /** The profile's version in the outbox; streams send it as the event id. */
  version: number;
  fields: ProfileLiveFields;
}

/** Receives the current fields, or null when the user no longer exists. */
type Listener = (event: ProfileEvent | null) => void;

const CHANNEL = 'gauntlet_profile';

/** Bumps the user's version in the outbox and tells every instance, in one statement. */
async function bumpAndNotify(db: Database, userId: string): Promise<void> {
  await db.execute(sql`
    with bumped as (
      insert into profile_versions (user_id, version) values (${userId}, 1)
      on conflict (user_id) do update set version = profile_versions.version + 1
      returning user_id
    )
    select pg_notify(${CHANNEL}, user_id) from bumped`);
}

/** Tells every instance to look at the user's streams again, without a change to deliver. */
async function notify(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${userId})`);
}

/**
 * Live profile updates across every instance on the database. `publish` (called after a change
 * commits) bumps the outbox version and sends NOTIFY; each instance LISTENs and pushes the
 * current fields to its own open streams of that user.
 */
export class ProfileEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly load: (userId: string) => Promise<ProfileEvent | null>,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      CHANNEL,
      (userId) => void this.deliver(userId),
      // Notifications may have been missed while disconnected: refresh every open stream.
      () => {
        for (const userId of this.listeners.keys()) void this.deliver(userId);
      },
    );
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
    await bumpAndNotify(this.database.db, userId);
  }

  /**
   * A session of the user ended (signed out, or the account deleted): every instance has each
   * of the user's streams check its own session, and the streams of ended sessions close.
   */
  async sessionEnded(userId: string): Promise<void> {
    await notify(this.database.db, userId);
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
