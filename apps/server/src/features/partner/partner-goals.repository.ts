import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { partnerActions } from '../../db/schema/index.js';
import { livePartnershipIdsOf, pairLists, type PartnerPair } from './partnerships.repository.js';

/** A goal a partner added that no challenge has taken yet: it is for the player's next one. */
const waiting = and(eq(partnerActions.kind, 'added_goal'), isNull(partnerActions.challengeId));

/** A goal waiting for the next challenge, with the partnership that put it there. */
const nextGoalColumns = {
  partnershipId: partnerActions.partnershipId,
  metric: partnerActions.goal,
  reason: partnerActions.reason,
  addedAt: partnerActions.createdAt,
};

/** The catalogue goals the partners of the pairs' live partnerships put on their players' next challenges, oldest first. */
export function findNextGoalsOfPartnerships(db: Database, pairs: PartnerPair[]) {
  return nextGoalsQuery(db).execute(pairLists(pairs));
}

const nextGoalsQuery = preparedOn((db) =>
  db
    .select(nextGoalColumns)
    .from(partnerActions)
    .where(and(inArray(partnerActions.partnershipId, livePartnershipIdsOf(db)), waiting))
    .orderBy(asc(partnerActions.createdAt), asc(partnerActions.id))
    .prepare('partner_next_goals'),
);

/** The goals this partnership put on the player's next challenge, in the transaction that adds one. */
export function findNextGoalsOf(tx: Executor, partnershipId: string) {
  return tx
    .select(nextGoalColumns)
    .from(partnerActions)
    .where(and(eq(partnerActions.partnershipId, partnershipId), waiting));
}
