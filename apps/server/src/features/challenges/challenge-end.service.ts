import {
  canFinishOn,
  cancelPunishment,
  challengeRewardCap,
  formatLastDay,
  gradeChallenge,
  nextMetricRecord,
  penaltyAfterCancel,
  penaltyAfterFinish,
  pendingByMetric,
  confirmedValue,
  spanDays,
  type ChallengeOutcome,
  type FinishOutcome,
  type GradingType,
  type MetricRecord,
  type UnconfirmedRule,
} from '@gauntlet/core';
import { findConfirmations } from './confirmations.repository.js';
import type { Database, Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findMetrics, setMetricValue } from './metrics.repository.js';
import { lockBalances, movePoints, setCancelPenalty } from '../../ledger/ledger.repository.js';
import {
  closeActiveChallenge,
  countGlobalAttempt,
  findActiveChallenge,
  findGoals,
  findLastFinishedEntry,
  findMetricRecords,
  findPaidThrough,
  insertHistoryEntry,
  saveMetricRecord,
  type ChallengeRow,
} from './challenges.repository.js';
import { toFinishedSummary } from './challenge-mapping.js';
import { tellPartner } from '../notifications/partner-news.service.js';
import { findLiveLockHolder, lapseOpenRequest } from './cancel-requests.repository.js';

const AUTOMATIC: ReadonlySet<string> = new Set(['AutomaticHigher', 'AutomaticLower']);

const noActiveChallenge = () => new AppError(404, 'no_active_challenge', 'There is no challenge pending to finish');

/** The active challenge, with the user's balances locked for the rest of the transaction. */
async function lockActive(tx: Executor, userId: string) {
  const balances = await lockBalances(tx, userId);
  const active = balances ? await findActiveChallenge(tx, userId) : null;
  if (!balances || !active) throw noActiveChallenge();
  return { balances, active };
}

/** Ends the challenge once; a request to cancel it still open is moot from then on. */
async function close(tx: Executor, userId: string, active: ChallengeRow): Promise<void> {
  if (!(await closeActiveChallenge(tx, userId, active.id))) throw noActiveChallenge();
  await lapseOpenRequest(tx, active.id);
}

/** Adds this challenge's outcome to the user's per-metric record and the global stats. */
async function recordAttempts(
  tx: Executor,
  userId: string,
  results: { metric: string; gradingType: string; currentValue: number; succeeded: boolean }[],
) {
  const existing = await findMetricRecords(
    tx,
    userId,
    results.map((result) => result.metric),
  );
  const records = new Map<string, MetricRecord>(existing.map((record) => [record.metric, record]));
  for (const result of results) {
    const next = nextMetricRecord(
      records.get(result.metric) ?? null,
      result.currentValue,
      result.succeeded,
      result.gradingType as GradingType,
    );
    records.set(result.metric, next);
    await saveMetricRecord(tx, { userId, metric: result.metric, ...next });
    await countGlobalAttempt(tx, result.metric, result.succeeded);
  }
}

/**
 * A finish's ledger rows: one per goal that moved points (its RP when passed, its PP when
 * failed), then what the per-day reward cap took back, so together they pay the finish's total.
 */
async function payGoals(
  tx: Executor,
  userId: string,
  challengeId: string,
  results: { goal: { id: string; rewardPoints: number; punishmentPoints: number }; succeeded: boolean }[],
  cappedRewardPoints: number,
) {
  for (const { goal, succeeded } of results) {
    await movePoints(tx, {
      userId,
      deltaRewardPoints: succeeded ? goal.rewardPoints : 0,
      deltaPunishmentPoints: succeeded ? 0 : goal.punishmentPoints,
      reason: succeeded ? 'goal_passed' : 'goal_failed',
      reference: challengeId,
      goalId: goal.id,
    });
  }
  await movePoints(tx, {
    userId,
    deltaRewardPoints: -cappedRewardPoints,
    deltaPunishmentPoints: 0,
    reason: 'reward_capped',
    reference: challengeId,
  });
}

/**
 * Finishes the active challenge on (or after) its last calendar day: final values for the
 * automatic goals, every goal graded against its metric, points, penalty, records and history.
 */
export async function finishChallenge(db: Database, userId: string, values: Record<string, number>): Promise<FinishOutcome> {
  return db.transaction(async (tx) => {
    const { balances, active } = await lockActive(tx, userId);
    const now = new Date();
    if (!canFinishOn(now, active.endDate, active.timeZone)) {
      throw new AppError(
        409,
        'not_last_day',
        `This challenge can be finished on its last day, ${formatLastDay(active.endDate, active.timeZone)}.`,
      );
    }
    const goals = await findGoals(tx, [active.id]);
    for (const [metric, value] of Object.entries(values)) {
      if (!goals.some((goal) => goal.metric === metric && AUTOMATIC.has(goal.gradingType))) {
        throw new AppError(400, 'not_automatic', `Only automatic goals take a final value; ${metric} is not one.`);
      }
      await setMetricValue(tx, userId, metric, value, 'set');
    }
    const valueOf = new Map((await findMetrics(tx, userId)).map((row) => [row.metric, row.currentValue]));
    const rule = active.partnerConfirms as UnconfirmedRule | null;
    const pending = pendingByMetric(rule === null ? [] : await findConfirmations(tx, active.id));
    const standings = goals.map((goal) => ({
      ...goal,
      gradingType: goal.gradingType as GradingType,
      // Rejected check-ins and manual grades were taken back; pending ones count only if the player chose so at submit.
      currentValue: confirmedValue(
        goal.gradingType as GradingType,
        valueOf.get(goal.metric) ?? 0,
        pending.get(goal.metric) ?? 0,
        rule,
      ),
    }));
    const paidThrough = await findPaidThrough(tx, userId);
    const graded = gradeChallenge(standings, challengeRewardCap(active.startDate, active.endDate, paidThrough));
    // Each goal with whether it passed and the points it pays after the cap.
    const results = standings.map((goal, index) => ({
      goal,
      metric: goal.metric,
      gradingType: goal.gradingType,
      currentValue: goal.currentValue,
      ...graded.goals[index]!,
    }));
    const { rewardPoints, uncappedRewardPoints, punishmentPoints } = graded;
    const previous = await findLastFinishedEntry(tx, userId);
    const cancelPenalty = penaltyAfterFinish(balances.cancelPenalty, spanDays(active.startDate, active.endDate));

    await close(tx, userId, active);
    await payGoals(tx, userId, active.id, results, uncappedRewardPoints - rewardPoints);
    await setCancelPenalty(tx, userId, cancelPenalty);
    await recordAttempts(tx, userId, results);
    await insertHistoryEntry(tx, {
      userId,
      challengeId: active.id,
      name: active.title,
      finishedDate: now,
      status: 'Completed',
      rewardPoints,
      punishmentPoints,
      goalsPassed: results.filter((r) => r.succeeded).length,
      goalCount: results.length,
    });
    await tellPartner(tx, userId, { kind: 'player_finished', challengeId: active.id });
    return {
      status: 'Completed',
      rewardPoints,
      uncappedRewardPoints,
      punishmentPoints,
      restoredPunishmentPoints: 0,
      cancelPenalty,
      goals: results.map((r) => ({
        goalId: r.goal.id,
        title: r.goal.title,
        gradingType: r.gradingType,
        currentValue: r.currentValue,
        goalValue: r.goal.goalValue,
        succeeded: r.succeeded,
        rewardPoints: r.rewardPoints,
        punishmentPoints: r.punishmentPoints,
      })),
      previous: previous && toFinishedSummary(previous),
    };
  });
}

/**
 * How a cancel comes about: the player's own, refused while their partner's approval is needed;
 * the partner's approval of the player's request; or the player's exit, which never waits for it.
 */
export type CancelWay = 'player' | 'approved' | 'without_approval';

const approvalNeeded = () =>
  new AppError(
    409,
    'partner_approval_needed',
    'Your partner approves a cancel of this challenge: ask them, or cancel without approval.',
  );

/** The player cancels their active challenge themselves. */
export async function cancelChallenge(db: Database, userId: string): Promise<ChallengeOutcome> {
  return db.transaction(async (tx) => (await cancelActive(tx, userId, 'player')).outcome);
}

/**
 * Cancelling pays no reward and costs the penalty percentage of the goals' punishment points, on
 * top of the carried PP the start had worked off: a cancel never leaves fewer PP owed than before.
 * A "partner approves" challenge needs the approval only while the player's live partner holds the
 * `lock` right, read here in the cancel's transaction: a right taken back or a partnership ended
 * frees the player's own cancel at once, whatever requests are open. The partner hears of a cancel
 * they did not approve; `lockHolder` is the partnership the cancel went past without approval.
 */
export async function cancelActive(tx: Executor, userId: string, way: CancelWay) {
  const { balances, active } = await lockActive(tx, userId);
  const lockHolder = active.partnerApproves && way !== 'approved' ? await findLiveLockHolder(tx, userId) : null;
  if (lockHolder && way === 'player') throw approvalNeeded();
  const goals = await findGoals(tx, [active.id]);
  const punishmentPoints = cancelPunishment(
    balances.cancelPenalty,
    goals.map((goal) => goal.punishmentPoints),
  );
  const cancelPenalty = penaltyAfterCancel(balances.cancelPenalty, spanDays(active.startDate, active.endDate));

  await close(tx, userId, active);
  await movePoints(tx, {
    userId,
    deltaRewardPoints: 0,
    deltaPunishmentPoints: active.punishmentWorkedOff,
    reason: 'punishment_restored',
    reference: active.id,
  });
  await movePoints(tx, {
    userId,
    deltaRewardPoints: 0,
    deltaPunishmentPoints: punishmentPoints,
    reason: 'challenge_cancelled',
    reference: active.id,
    cancelPenalty: balances.cancelPenalty,
  });
  await setCancelPenalty(tx, userId, cancelPenalty);
  await insertHistoryEntry(tx, {
    userId,
    challengeId: active.id,
    name: active.title,
    finishedDate: new Date(),
    status: 'Cancelled',
    rewardPoints: 0,
    punishmentPoints,
  });
  if (way !== 'approved') {
    const kind = lockHolder ? 'player_cancelled_without_approval' : 'player_cancelled';
    await tellPartner(tx, userId, { kind, challengeId: active.id });
  }
  const outcome: ChallengeOutcome = {
    status: 'Cancelled',
    rewardPoints: 0,
    uncappedRewardPoints: 0,
    punishmentPoints,
    restoredPunishmentPoints: active.punishmentWorkedOff,
    cancelPenalty,
    goals: [],
  };
  return { outcome, lockHolder };
}
