import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CheckInConfirmation } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import { checkInUndos, checkIns, manualGrades } from '../../db/schema/index.js';

/**
 * What the challenge's partner confirms, newest day first: the check-ins made (pending or
 * confirmed) and those the partner rejected, with the reason, and each manual goal's latest
 * claim of "Completed" (pending, confirmed, or rejected with the reason).
 */
export async function findConfirmations(db: Executor, challengeId: string): Promise<CheckInConfirmation[]> {
  const made = db
    .select({
      id: checkIns.id,
      kind: sql<string>`'check_in'`.as('kind'),
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
      kind: sql<string>`'check_in'`.as('kind'),
      metric: checkInUndos.metric,
      day: checkInUndos.day,
      state: sql<string>`'rejected'`.as('state'),
      reason: checkInUndos.rejectedReason,
    })
    .from(checkInUndos)
    .where(and(eq(checkInUndos.challengeId, challengeId), isNotNull(checkInUndos.rejectedReason)));
  const graded = db
    .select({
      id: manualGrades.id,
      kind: sql<string>`'manual_grade'`.as('kind'),
      metric: manualGrades.metric,
      day: manualGrades.day,
      state: manualGrades.state,
      reason: manualGrades.reason,
    })
    .from(manualGrades)
    .where(eq(manualGrades.challengeId, challengeId));
  const rows = await made
    .unionAll(rejected)
    .unionAll(graded)
    .orderBy(desc(sql`day`), sql`metric`);
  // The kinds and states are those the selects and the tables' checks name.
  return rows as CheckInConfirmation[];
}
