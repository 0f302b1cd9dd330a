import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { rateLimit } from '../db/schema/index.js';

/**
 * Counts one attempt under `key` and returns how many the key has in its current window. The
 * table is the one better-auth keeps its login counts in (shared by every instance); for these
 * keys `last_request` holds the start of the window. One statement, so racing attempts all count.
 */
export async function countAttempt(db: Executor, key: string, windowMs: number, now: number) {
  const expired = sql`${rateLimit.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  return row!;
}
