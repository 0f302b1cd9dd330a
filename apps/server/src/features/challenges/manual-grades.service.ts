import { calendarDay, isManualCompleted, MANUAL_NOT_COMPLETED } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import type { ChallengeRow } from './challenges.repository.js';
import { lockMetric, setMetricValue, type MetricRow } from './metrics.repository.js';
import { claimManualGrade, withdrawManualGrade } from './manual-grades.repository.js';

/**
 * In a "partner confirms" challenge a manual goal's claim follows the player's switch (a turn or
 * an undo of one), in the transaction that moved it, with the metric locked: turning it on claims
 * "Completed" anew for the partner to decide, turning it off withdraws the claim (a rejected one
 * stays, to be read). A turn that leaves the switch where it was changes nothing.
 */
export async function followManualSwitch(
  tx: Executor,
  challenge: ChallengeRow,
  metric: string,
  before: number,
  after: number,
): Promise<void> {
  if (challenge.partnerConfirms === null) return;
  const wasOn = isManualCompleted(before);
  const isOn = isManualCompleted(after);
  if (isOn && !wasOn) {
    const day = calendarDay(new Date(), challenge.timeZone);
    await claimManualGrade(tx, { userId: challenge.userId, challengeId: challenge.id, metric, day });
  } else if (wasOn && !isOn) {
    await withdrawManualGrade(tx, challenge.id, metric);
  }
}

/**
 * Locks a manual goal's metric before a partner decides its grade, as the player's switch does
 * first, so a decision and a turn at the same time wait for each other rather than deadlock.
 */
export async function lockManualSwitch(tx: Executor, userId: string, metric: string): Promise<MetricRow | null> {
  return lockMetric(tx, userId, metric);
}

/**
 * A partner's rejection turns the switch back off. It is recorded as an undo, which the player's
 * own undo does not take back: the player answers a rejection by claiming the goal again.
 */
export async function switchOffRejected(tx: Executor, userId: string, metric: string): Promise<void> {
  await setMetricValue(tx, userId, metric, MANUAL_NOT_COMPLETED, 'undo');
}
