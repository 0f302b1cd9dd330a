import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { partnerActions } from '../../db/schema/index.js';
import { livePartnershipIdsOf, type PartnerPair } from './partnerships.repository.js';

/** A goal a partner added that no challenge has taken yet: it is for the player's next one. */
const waiting = and(eq(partnerActions.kind, 'added_goal'), isNull(partnerActions.challengeId));

/** The catalogue goals the partners of the pairs' live partnerships put on their players' next challenges, oldest first. */
export function findNextGoalsOfPartnerships(db: Executor, pairs: PartnerPair[]) {
  return db
    .select({
      partnershipId: partnerActions.partnershipId,
      metric: partnerActions.goal,
      reason: partnerActions.reason,
      addedAt: partnerActions.createdAt,
    })
    .from(partnerActions)
    .where(and(inArray(partnerActions.partnershipId, livePartnershipIdsOf(db, pairs)), waiting))
    .orderBy(asc(partnerActions.createdAt), asc(partnerActions.id));
}
