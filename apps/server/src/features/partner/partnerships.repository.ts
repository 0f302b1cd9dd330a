import { and, eq, isNull } from 'drizzle-orm';
import type { PartnerRight } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import { partnerships } from '../../db/schema/index.js';

/** The rights the partner holds over the player now, or null without a live partnership between them. */
export async function findLiveRights(db: Executor, partnerId: string, playerId: string): Promise<PartnerRight[] | null> {
  const [row] = await db
    .select({ rights: partnerships.rights })
    .from(partnerships)
    .where(and(eq(partnerships.playerId, playerId), eq(partnerships.partnerId, partnerId), isNull(partnerships.endedAt)));
  return row ? (row.rights as PartnerRight[]) : null;
}
