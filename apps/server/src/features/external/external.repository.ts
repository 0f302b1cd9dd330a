import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { externalTokens } from '../../db/schema/index.js';

export async function insertToken(db: Executor, token: typeof externalTokens.$inferInsert): Promise<void> {
  await db.insert(externalTokens).values(token);
}

/** Spends a nonce: only an unused, unexpired one of this user and goal, and only once. */
export async function spendNonce(tx: Executor, nonce: string, userId: string, goalId: string, now: Date) {
  const [row] = await tx
    .update(externalTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(externalTokens.nonce, nonce),
        eq(externalTokens.userId, userId),
        eq(externalTokens.goalId, goalId),
        isNull(externalTokens.usedAt),
        gt(externalTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
