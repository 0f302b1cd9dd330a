import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { challengeIsActive, challenges, checkInUndos, checkIns, goals } from '../../db/schema/index.js';

type CheckInRow = typeof checkIns.$inferSelect;

/** The check-in is the player's and of their active challenge: a partner acts on nothing else. */
const ofActiveChallenge = (playerId: string) =>
  sql`exists (select 1 from ${challenges} where ${challenges.id} = ${checkIns.challengeId}
    and ${challenges.userId} = ${playerId} and ${challengeIsActive})`;

const pendingOf = (playerId: string, checkInId: string) =>
  and(
    eq(checkIns.id, checkInId),
    eq(checkIns.userId, playerId),
    eq(checkIns.confirmation, 'pending'),
    ofActiveChallenge(playerId),
  );

/** Confirms the player's pending check-in in one statement, once: a second decision finds it no longer pending. */
export async function confirmPending(tx: Executor, playerId: string, checkInId: string): Promise<CheckInRow | null> {
  const [row] = await tx.update(checkIns).set({ confirmation: 'confirmed' }).where(pendingOf(playerId, checkInId)).returning();
  return row ?? null;
}

/** Removes the player's pending check-in in one statement, once, for the rejection to take it back. */
export async function removePending(tx: Executor, playerId: string, checkInId: string): Promise<CheckInRow | null> {
  const [row] = await tx.delete(checkIns).where(pendingOf(playerId, checkInId)).returning();
  return row ?? null;
}

/** Whether the player's active challenge has this check-in, decided already (confirmed, or rejected and taken back). */
export async function wasDecided(tx: Executor, playerId: string, checkInId: string): Promise<boolean> {
  const [confirmed] = await tx
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.id, checkInId),
        eq(checkIns.userId, playerId),
        eq(checkIns.confirmation, 'confirmed'),
        ofActiveChallenge(playerId),
      ),
    );
  if (confirmed) return true;
  const [rejected] = await tx
    .select({ id: checkInUndos.id })
    .from(checkInUndos)
    .innerJoin(challenges, and(eq(challenges.id, checkInUndos.challengeId), challengeIsActive))
    .where(and(eq(checkInUndos.checkInId, checkInId), eq(checkInUndos.userId, playerId), isNotNull(checkInUndos.rejectedReason)));
  return rejected !== undefined;
}

/** The title of the challenge's goal on the metric, as the log names the check-in. */
export async function findGoalTitle(tx: Executor, challengeId: string, metric: string): Promise<string> {
  const [row] = await tx
    .select({ title: goals.title })
    .from(goals)
    .where(and(eq(goals.challengeId, challengeId), eq(goals.metric, metric)))
    .limit(1);
  return row?.title ?? metric;
}
