import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { manualGrades } from '../../db/schema/index.js';

/**
 * The player claims a manual goal completed: the goal's claim becomes a new pending one, with a
 * new id, whatever it held before (a rejection included), in one statement.
 */
export async function claimManualGrade(
  tx: Executor,
  claim: { userId: string; challengeId: string; metric: string; day: string },
): Promise<void> {
  await tx
    .insert(manualGrades)
    .values({ ...claim, state: 'pending' })
    .onConflictDoUpdate({
      target: [manualGrades.challengeId, manualGrades.metric],
      set: { id: sql`gen_random_uuid()`, day: claim.day, state: 'pending', reason: null, claimedAt: sql`now()` },
    });
}

/** The player withdraws a pending or confirmed claim; a rejected one stays for both sides to read. */
export async function withdrawManualGrade(tx: Executor, challengeId: string, metric: string): Promise<void> {
  await tx
    .delete(manualGrades)
    .where(
      and(
        eq(manualGrades.challengeId, challengeId),
        eq(manualGrades.metric, metric),
        inArray(manualGrades.state, ['pending', 'confirmed']),
      ),
    );
}
