import { and, eq, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { partnerActions, partnerships, profiles } from '../../db/schema/index.js';

/** The partner actions that move points, as the log names them. */
export type PointsActionKind = 'punished' | 'rewarded';

/**
 * The points of one kind a partnership's partner handed out since midnight of the player's day,
 * in the time zone of the player's profile: the daily limits count the player's own calendar.
 */
export const handedOutToday = (partnershipId: Column | SQL, timeZone: Column, kind: PointsActionKind) => sql<number>`(
  select coalesce(sum(${partnerActions.points}), 0)::int from ${partnerActions}
  where ${partnerActions.partnershipId} = ${partnershipId} and ${partnerActions.kind} = ${kind}
    and ${partnerActions.createdAt} >= ((now() at time zone ${timeZone})::date::timestamp at time zone ${timeZone})
)`;

/**
 * The live partnership between the two, locked for the rest of the transaction: the actions of one
 * partnership run one at a time, so each sees every point handed out before it, and a contract
 * change or an end waits for the action under way (or the action waits for it and sees it).
 */
export async function lockLivePartnership(tx: Executor, partnerId: string, playerId: string) {
  const [row] = await tx
    .select()
    .from(partnerships)
    .where(and(eq(partnerships.playerId, playerId), eq(partnerships.partnerId, partnerId), isNull(partnerships.endedAt)))
    .for('update');
  return row ?? null;
}

/** What the partnership's partner handed out of this kind today; read after the partnership is locked. */
export async function pointsHandedOutToday(tx: Executor, partnershipId: string, playerId: string, kind: PointsActionKind) {
  const [row] = await tx
    .select({ total: handedOutToday(sql`${partnershipId}::uuid`, profiles.timeZone, kind) })
    .from(profiles)
    .where(eq(profiles.userId, playerId));
  return row?.total ?? 0;
}
