import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { partnerActions, partnerships, profiles } from '../../db/schema/index.js';

// The partner feature writes these goals (in the partnership's log); the challenge they are for
// reads them here, where the player prepares it, and takes them at submit.

/** A goal a partner added that no challenge has taken yet: it is for the player's next one. */
const waiting = and(eq(partnerActions.kind, 'added_goal'), isNull(partnerActions.challengeId));

/**
 * Every goal a partner put on the player's next challenge, with who added it (null once that
 * account is gone), oldest first; a partnership ended since keeps the goals it added.
 */
export function findNextGoalsOfPlayer(db: Executor, playerId: string) {
  return db
    .select({
      id: partnerActions.id,
      metric: partnerActions.goal,
      reason: partnerActions.reason,
      addedAt: partnerActions.createdAt,
      partner: { userId: profiles.userId, userName: profiles.userName },
    })
    .from(partnerActions)
    .innerJoin(partnerships, eq(partnerships.id, partnerActions.partnershipId))
    .leftJoin(profiles, eq(profiles.userId, partnerActions.actorId))
    .where(and(eq(partnerships.playerId, playerId), waiting))
    .orderBy(asc(partnerActions.createdAt), asc(partnerActions.id));
}

/** Hands the waiting goals to the challenge the player just started, in its transaction. */
export async function giveGoalsToChallenge(tx: Executor, actionIds: readonly string[], challengeId: string): Promise<void> {
  if (actionIds.length === 0) return;
  await tx
    .update(partnerActions)
    .set({ challengeId })
    .where(and(inArray(partnerActions.id, [...actionIds]), waiting));
}

export type PartnerGoalRow = Awaited<ReturnType<typeof findNextGoalsOfPlayer>>[number];
