import { eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '@gauntlet/core';
import type { Executor } from '../db/database.js';
import { pointLedger, profiles } from '../db/schema/index.js';

const balanceColumns = {
  rewardPoints: profiles.rewardPoints,
  punishmentPoints: profiles.punishmentPoints,
  cancelPenalty: profiles.cancelPenalty,
  timeZone: profiles.timeZone,
};

export async function findBalances(db: Executor, userId: string) {
  const [row] = await db.select(balanceColumns).from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/**
 * Locks the user's profile row for the rest of the transaction, so every rule that moves this
 * user's points runs one at a time, and returns the balances as they are now.
 */
export async function lockBalances(tx: Executor, userId: string) {
  const [row] = await tx.select(balanceColumns).from(profiles).where(eq(profiles.userId, userId)).for('update');
  return row ?? null;
}

/**
 * Moves points: the balance change and its ledger row, with the balances it leaves, in the
 * caller's transaction.
 */
export async function movePoints(
  tx: Executor,
  entry: {
    userId: string;
    deltaRewardPoints: number;
    deltaPunishmentPoints: number;
    reason: LedgerKind;
    reference?: string;
    goalId?: string;
    cancelPenalty?: number;
  },
): Promise<void> {
  if (entry.deltaRewardPoints === 0 && entry.deltaPunishmentPoints === 0) return;
  const [after] = await tx
    .update(profiles)
    .set({
      rewardPoints: sql`${profiles.rewardPoints} + ${entry.deltaRewardPoints}`,
      punishmentPoints: sql`${profiles.punishmentPoints} + ${entry.deltaPunishmentPoints}`,
    })
    .where(eq(profiles.userId, entry.userId))
    .returning({ rewardBalance: profiles.rewardPoints, punishmentBalance: profiles.punishmentPoints });
  await tx.insert(pointLedger).values({
    ...entry,
    reference: entry.reference ?? null,
    goalId: entry.goalId ?? null,
    cancelPenalty: entry.cancelPenalty ?? null,
    rewardBalance: after!.rewardBalance,
    punishmentBalance: after!.punishmentBalance,
  });
}

export async function setCancelPenalty(tx: Executor, userId: string, cancelPenalty: number): Promise<void> {
  await tx.update(profiles).set({ cancelPenalty }).where(eq(profiles.userId, userId));
}

/** The ledger sums per user, for the invariant that each balance equals its ledger. */
export async function ledgerTotals(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      rewardPoints: sql<number>`coalesce(sum(${pointLedger.deltaRewardPoints}), 0)::int`,
      punishmentPoints: sql<number>`coalesce(sum(${pointLedger.deltaPunishmentPoints}), 0)::int`,
    })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId));
  return row!;
}
