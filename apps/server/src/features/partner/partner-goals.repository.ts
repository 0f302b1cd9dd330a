import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { partnerActions } from '../../db/schema/index.js';

/** A goal a partner added that no challenge has taken yet: it is for the player's next one. */
const waiting = and(eq(partnerActions.kind, 'added_goal'), isNull(partnerActions.challengeId));

/** The catalogue goals one partnership's partner put on the player's next challenge, oldest first. */
export function findNextGoalsOfPartnership(db: Executor, partnershipId: string) {
  return db
    .select({ metric: partnerActions.goal, reason: partnerActions.reason, addedAt: partnerActions.createdAt })
    .from(partnerActions)
    .where(and(eq(partnerActions.partnershipId, partnershipId), waiting))
    .orderBy(asc(partnerActions.createdAt), asc(partnerActions.id));
}
