import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { checkInUndos, checkIns } from '../../db/schema/index.js';
import { stepMetricValue, type MetricRow } from './metrics.repository.js';

/** A check-in of the challenge, as an undo reads it. */
export interface CheckInRow {
  id: string;
  userId: string;
  challengeId: string;
  metric: string;
  day: string;
  createdAt: Date;
  idempotencyKey: string | null;
}

/**
 * The challenge's check-in of the metric on the day, locked until the transaction ends: a second
 * undo of it waits, then finds none.
 */
export async function lockCheckIn(tx: Executor, challengeId: string, metric: string, day: string): Promise<CheckInRow | null> {
  const [row] = await tx
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.challengeId, challengeId), eq(checkIns.metric, metric), eq(checkIns.day, day)))
    .for('update');
  return row ?? null;
}

/**
 * Takes a check-in back: its day is free to check in again, the goal's history keeps it as undone
 * (with its key, which no replay then records again), and the metric loses the one it gained,
 * recorded as an undo. Returns the metric.
 */
export async function takeBackCheckIn(tx: Executor, checkIn: CheckInRow): Promise<MetricRow | null> {
  const { challengeId, metric, day } = checkIn;
  await tx.delete(checkIns).where(and(eq(checkIns.challengeId, challengeId), eq(checkIns.metric, metric), eq(checkIns.day, day)));
  return keepTakenBack(tx, checkIn, null);
}

/**
 * What follows a check-in's removal, the player's undo and the partner's rejection alike: the
 * history keeps it as undone (with the partner's reason when rejected) and its key, and the
 * metric loses the one it gained, recorded as an undo. Returns the metric.
 */
export async function keepTakenBack(tx: Executor, checkIn: CheckInRow, rejectedReason: string | null): Promise<MetricRow | null> {
  const { userId, challengeId, metric, day } = checkIn;
  await tx.insert(checkInUndos).values({
    userId,
    challengeId,
    metric,
    day,
    checkedInAt: checkIn.createdAt,
    idempotencyKey: checkIn.idempotencyKey,
    checkInId: checkIn.id,
    rejectedReason,
  });
  return stepMetricValue(tx, userId, metric, -1, 'undo');
}
