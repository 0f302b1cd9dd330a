import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { challengeIsActive, challenges, manualGrades } from '../../db/schema/index.js';

type ManualGradeRow = typeof manualGrades.$inferSelect;

/** The grade is the player's and of their active challenge: a partner acts on nothing else. */
const ofActiveChallenge = (playerId: string, gradeId: string) =>
  and(
    eq(manualGrades.id, gradeId),
    eq(manualGrades.userId, playerId),
    sql`exists (select 1 from ${challenges} where ${challenges.id} = ${manualGrades.challengeId}
      and ${challenges.userId} = ${playerId} and ${challengeIsActive})`,
  );

/** The player's claim by its id, whatever its state, in their active challenge. */
export async function findManualGrade(tx: Executor, playerId: string, gradeId: string): Promise<ManualGradeRow | null> {
  const [row] = await tx.select().from(manualGrades).where(ofActiveChallenge(playerId, gradeId));
  return row ?? null;
}

/**
 * Decides the player's pending claim in one statement, once: a second decision, or one after the
 * player withdrew or claimed again, finds it no longer pending.
 */
export async function decidePending(
  tx: Executor,
  playerId: string,
  gradeId: string,
  decision: { state: 'confirmed' | 'rejected'; reason: string | null },
): Promise<ManualGradeRow | null> {
  const [row] = await tx
    .update(manualGrades)
    .set(decision)
    .where(and(ofActiveChallenge(playerId, gradeId), eq(manualGrades.state, 'pending')))
    .returning();
  return row ?? null;
}
