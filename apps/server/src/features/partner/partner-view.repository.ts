import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { partnerActions, partnerships, profiles } from '../../db/schema/index.js';
import { handedOutToday } from './partner-points.repository.js';

const player = alias(profiles, 'player');
const partner = alias(profiles, 'partner');

/**
 * The live partnership between the two in one statement: its contract, both people, the player's
 * balances, what the partner handed out today and when the player's day ends (the points handed
 * out today count from then on again). Null without a live partnership.
 */
export async function findViewHead(db: Executor, partnerId: string, playerId: string) {
  const [row] = await db
    .select({
      partnership: partnerships,
      player: { userName: player.userName, avatarUrl: player.profilePicture },
      partner: { userName: partner.userName, avatarUrl: partner.profilePicture },
      rewardPoints: player.rewardPoints,
      punishmentPoints: player.punishmentPoints,
      punishedToday: handedOutToday(partnerships.id, player.timeZone, 'punished'),
      rewardedToday: handedOutToday(partnerships.id, player.timeZone, 'rewarded'),
      dayEndsAt:
        sql<Date>`(((now() at time zone ${player.timeZone})::date + 1)::timestamp at time zone ${player.timeZone})`.mapWith(
          partnerships.startedAt,
        ),
    })
    .from(partnerships)
    .innerJoin(player, eq(player.userId, partnerships.playerId))
    .innerJoin(partner, eq(partner.userId, partnerships.partnerId))
    .where(and(eq(partnerships.playerId, playerId), eq(partnerships.partnerId, partnerId), isNull(partnerships.endedAt)));
  return row ?? null;
}

export type ViewHead = NonNullable<Awaited<ReturnType<typeof findViewHead>>>;

/** The partnership's log, newest first, with who acted (null once their account is gone). */
export function findActions(db: Executor, partnershipId: string, limit: number) {
  return db
    .select({
      id: partnerActions.id,
      kind: partnerActions.kind,
      actorId: partnerActions.actorId,
      actorName: profiles.userName,
      actorAvatarUrl: profiles.profilePicture,
      points: partnerActions.points,
      reason: partnerActions.reason,
      createdAt: partnerActions.createdAt,
    })
    .from(partnerActions)
    .leftJoin(profiles, eq(profiles.userId, partnerActions.actorId))
    .where(eq(partnerActions.partnershipId, partnershipId))
    .orderBy(desc(partnerActions.createdAt), desc(partnerActions.id))
    .limit(limit);
}
