import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { partnerships } from '../../db/schema/index.js';
import { handedOutToday } from './partner-points.repository.js';
import { partnerProfile, partnershipColumns, playerProfile } from './partnerships.repository.js';

/**
 * The live partnership between the two in one statement: its contract, both people, the player's
 * balances, what the partner handed out today and when the player's day ends (the points handed
 * out today count from then on again). Null without a live partnership.
 */
export async function findViewHead(db: Executor, partnerId: string, playerId: string) {
  const [row] = await db
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
    .where(and(eq(partnerships.playerId, playerId), eq(partnerships.partnerId, partnerId), isNull(partnerships.endedAt)));
  return row ?? null;
}
