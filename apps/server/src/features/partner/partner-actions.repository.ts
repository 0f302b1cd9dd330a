import { desc, eq } from 'drizzle-orm';
import type { PartnerActionKind } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import { partnerActions, partnerships, profiles } from '../../db/schema/index.js';

export interface NewPartnerAction {
  partnershipId: string;
  actorId: string;
  kind: PartnerActionKind;
  points?: number;
  reason?: string;
  createdAt: Date;
}

/** Writes one line of the partnership's log, in the transaction of what it records. */
export async function insertAction(tx: Executor, action: NewPartnerAction): Promise<void> {
  await tx.insert(partnerActions).values(action);
}

/**
 * The newest lines of the logs of every partnership the player played in, ended ones included:
 * ending keeps the history for both sides.
 */
export function findActionsOfPlayer(db: Executor, playerId: string, limit: number) {
  return db
    .select({
      id: partnerActions.id,
      kind: partnerActions.kind,
      actor: { userId: profiles.userId, userName: profiles.userName, avatarUrl: profiles.profilePicture },
      points: partnerActions.points,
      reason: partnerActions.reason,
      createdAt: partnerActions.createdAt,
    })
    .from(partnerActions)
    .innerJoin(partnerships, eq(partnerships.id, partnerActions.partnershipId))
    .leftJoin(profiles, eq(profiles.userId, partnerActions.actorId))
    .where(eq(partnerships.playerId, playerId))
    .orderBy(desc(partnerActions.createdAt), desc(partnerActions.id))
    .limit(limit);
}

export type PartnerActionRow = Awaited<ReturnType<typeof findActionsOfPlayer>>[number];
