import type { ProfileLiveFields } from '@gauntlet/core';

type Listener = (fields: ProfileLiveFields) => void;

/**
 * Fans a profile's live fields out to every open event stream of that user in this process.
 * Services call `publish` after their transaction commits.
 */
export class ProfileEvents {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly load: (userId: string) => Promise<ProfileLiveFields | null>) {}

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
    const set = this.listeners.get(userId);
    if (!set?.size) return;
    const fields = await this.load(userId);
    if (fields) for (const listener of set) listener(fields);
  }
}
