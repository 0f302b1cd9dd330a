import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { partnerships } from '../../db/schema/index.js';
import { handedOutToday } from './partner-points.repository.js';
import {
  livePartnershipsOf,
  pairLists,
  partnerProfile,
  partnershipColumns,
  playerProfile,
  type PartnerPair,
} from './partnerships.repository.js';

/**
 * The live partnerships of several pairs in one statement: each one's contract, both people, the
 * player's balances, what the partner handed out today and when the player's day ends (the
 * points handed out today count from then on again). A pair without a live partnership has no row.
 */
export function findViewHeads(db: Database, pairs: PartnerPair[]) {
  return viewHeadsQuery(db).execute(pairLists(pairs));
}

const viewHeadsQuery = preparedOn((db) =>
  db
    .select({
      ...partnershipColumns,
      rewardPoints: playerProfile.rewardPoints,
      punishmentPoints: playerProfile.punishmentPoints,
      punishedToday: handedOutToday(partnerships.id, playerProfile.timeZone, 'punished'),
      rewardedToday: handedOutToday(partnerships.id, playerProfile.timeZone, 'rewarded'),
      dayEndsAt:
        sql<Date>`(((now() at time zone ${playerProfile.timeZone})::date + 1)::timestamp at time zone ${playerProfile.timeZone})`.mapWith(
          partnerships.startedAt,
        ),
    })
    .from(partnerships)
    .innerJoin(playerProfile, eq(playerProfile.userId, partnerships.playerId))
    .innerJoin(partnerProfile, eq(partnerProfile.userId, partnerships.partnerId))
    .where(livePartnershipsOf())
    .prepare('partner_view_heads'),
);
