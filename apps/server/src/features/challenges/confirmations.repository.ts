import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CheckInConfirmation } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import { checkInUndos, checkIns } from '../../db/schema/index.js';

/**
 * The challenge's check-ins as its partner confirms them, newest day first: those made (pending
 * or confirmed) and those the partner rejected, with the reason.
 */
export async function findConfirmations(db: Executor, challengeId: string): Promise<CheckInConfirmation[]> {
  const made = db
    .select({
      id: checkIns.id,
      metric: checkIns.metric,
      day: checkIns.day,
      state: sql<string>`coalesce(${checkIns.confirmation}, 'confirmed')`.as('state'),
      reason: sql<string | null>`null::text`.as('reason'),
    })
    .from(checkIns)
    .where(eq(checkIns.challengeId, challengeId));
  const rejected = db
    .select({
      id: sql<string>`${checkInUndos.checkInId}`.as('id'),
      metric: checkInUndos.metric,
      day: checkInUndos.day,
      state: sql<string>`'rejected'`.as('state'),
      reason: checkInUndos.rejectedReason,
    })
    .from(checkInUndos)
    .where(and(eq(checkInUndos.challengeId, challengeId), isNotNull(checkInUndos.rejectedReason)));
  const rows = await made.unionAll(rejected).orderBy(desc(sql`day`), sql`metric`);
  // The states are the three the two selects name.
  return rows as CheckInConfirmation[];
}
