import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { cancelRequests, partnerships, partnershipHoldsLock } from '../../db/schema/index.js';

/** How a request closes; `lapsed` when its challenge ended another way. */
export type ClosedRequestState = 'approved' | 'denied' | 'withdrawn' | 'lapsed';

/** The player's live partnership if its partner holds the `lock` right; read inside the acting transaction. */
export async function findLiveLockHolder(tx: Executor, playerId: string) {
  const [row] = await tx
    .select({ id: partnerships.id, partnerId: partnerships.partnerId })
    .from(partnerships)
    .where(and(eq(partnerships.playerId, playerId), isNull(partnerships.endedAt), partnershipHoldsLock));
  return row ?? null;
}

/**
 * Opens a request for the challenge; null when one is already open (the partial unique key
 * `cancel_requests_one_open` decides, whatever runs at the same time).
 */
export async function insertOpenRequest(
  tx: Executor,
  request: { challengeId: string; playerId: string; partnershipId: string; reason: string | null },
) {
  const [row] = await tx
    .insert(cancelRequests)
    .values(request)
    .onConflictDoNothing({ target: cancelRequests.challengeId, where: sql`${cancelRequests.state} = 'open'` })
    .returning();
  return row ?? null;
}

/**
 * Closes the player's request if it is still open, in one statement, so an approval and a denial
 * at the same time close it once; the closed request, or null when it was not open.
 */
export async function closeOpenRequest(tx: Executor, where: { requestId?: string; playerId: string }, state: ClosedRequestState) {
  const [row] = await tx
    .update(cancelRequests)
    .set({ state, closedAt: sql`now()` })
    .where(
      and(
        eq(cancelRequests.playerId, where.playerId),
        eq(cancelRequests.state, 'open'),
        where.requestId ? eq(cancelRequests.id, where.requestId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Closes the challenge's open request as lapsed, when the challenge ends without its answer. */
export async function lapseOpenRequest(tx: Executor, challengeId: string): Promise<void> {
  await tx
    .update(cancelRequests)
    .set({ state: 'lapsed', closedAt: sql`now()` })
    .where(and(eq(cancelRequests.challengeId, challengeId), eq(cancelRequests.state, 'open')));
}

/** Whether the player has a request by this id, open or closed (to tell a closed one from an unknown). */
export async function playerHasRequest(tx: Executor, playerId: string, requestId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: cancelRequests.id })
    .from(cancelRequests)
    .where(and(eq(cancelRequests.id, requestId), eq(cancelRequests.playerId, playerId)));
  return Boolean(row);
}
