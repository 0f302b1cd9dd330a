import {
  challengeWindow,
  describeMetric,
  oneDayEarlier,
  startsFromZero,
  type Challenge,
  type GradingType,
  type NewChallengeBody,
} from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { ensureMetric, resetMetric } from './metrics.repository.js';
import { lockBalances, movePoints } from '../../ledger/ledger.repository.js';
import { deleteDraft, findDraft } from './punishment.repository.js';
import { coveredPoints, partnerGoals, pickedGoals } from './punishment.service.js';
import { findNextGoalsOfPlayer, giveGoalsToChallenge } from './partner-goals.repository.js';
import { toChallenge } from './challenge-mapping.js';
import { findActiveChallenge, hasConfirmingPartner, insertChallenge } from './challenges.repository.js';
import { findLiveLockHolder } from './cancel-requests.repository.js';
import { punishmentGoalRows, resolveGoals, type ResolvedGoal } from './goal-resolution.js';

async function initialiseMetrics(tx: Executor, userId: string, goals: readonly ResolvedGoal[], now: Date) {
  for (const goal of goals) {
    const { name, unit } = describeMetric(goal.metric, goal.metricName);
    await ensureMetric(tx, { userId, metric: goal.metric, name, unit });
    if (startsFromZero(goal.gradingType as GradingType)) await resetMetric(tx, userId, goal.metric, oneDayEarlier(now));
  }
}

/**
 * Starts a challenge. The server computes every goal's points, adds the picked punishment goals
 * and then those the player's partner added (which the player cannot leave out, and which cover
 * none of the carried PP: they are a punishment of their own), refuses a second active challenge
 * and deducts the carried PP the picks cover — all at once. The partner's goals are handed to
 * the challenge in the same transaction, so the next one starts without them.
 * "Partner confirms" needs a live partner holding the `confirm` right at that moment.
 */
export async function submitChallenge(db: Database, userId: string, body: NewChallengeBody): Promise<Challenge> {
  return db.transaction(async (tx) => {
    const balances = await lockBalances(tx, userId);
    if (!balances) throw new AppError(404, 'not_found', 'User not found');
    if (await findActiveChallenge(tx, userId)) {
      throw new AppError(409, 'active_challenge_exists', 'You already have an active challenge. Finish or cancel it first.');
    }
    if (body.partnerConfirms && !(await hasConfirmingPartner(tx, userId))) {
      throw new AppError(
        409,
        'no_confirming_partner',
        'Only a partner who may confirm check-ins can confirm yours: pair with one, or grant your partner that right, first.',
      );
    }
    if (body.partnerApproves && !(await findLiveLockHolder(tx, userId))) {
      throw new AppError(
        409,
        'no_partner_lock',
        'Only a partner who holds the right to approve a cancel can approve one: you have no such partner now.',
      );
    }
    const draft = await findDraft(tx, userId, true);
    const picked = pickedGoals(draft);
    if (coveredPoints(picked) < balances.punishmentPoints) {
      throw new AppError(
        409,
        'punishment_not_covered',
        `Pick punishment goals that cover your ${balances.punishmentPoints} punishment points first.`,
      );
    }
    const fromPartner = partnerGoals(await findNextGoalsOfPlayer(tx, userId));
    const ordinary = await resolveGoals(tx, userId, body.goals, body.durationDays);
    const goalRows = [...ordinary, ...punishmentGoalRows([...picked, ...fromPartner], ordinary.length)];
    if (goalRows.length === 0) throw new AppError(400, 'no_goals', 'Add at least one goal.');

    const now = new Date();
    const { startDate, endDate } = challengeWindow(now, balances.timeZone, body.durationDays);
    const created = await insertChallenge(
      tx,
      {
        userId,
        title: body.title,
        description: body.description,
        startDate,
        endDate,
        timeZone: balances.timeZone,
        punishmentWorkedOff: balances.punishmentPoints,
        partnerConfirms: body.partnerConfirms ?? null,
        partnerApproves: body.partnerApproves,
        rewardPoints: goalRows.reduce((sum, goal) => sum + goal.rewardPoints, 0),
        punishmentPoints: goalRows.reduce((sum, goal) => sum + goal.punishmentPoints, 0),
      },
      goalRows.map(({ metricName: _name, ...row }) => row),
    );
    await initialiseMetrics(tx, userId, goalRows, now);
    await movePoints(tx, {
      userId,
      deltaRewardPoints: 0,
      deltaPunishmentPoints: -balances.punishmentPoints,
      reason: 'punishment_worked_off',
      reference: created.challenge.id,
    });
    if (draft) await deleteDraft(tx, userId);
    await giveGoalsToChallenge(
      tx,
      fromPartner.map((goal) => goal.row.id),
      created.challenge.id,
    );
    return toChallenge(created.challenge, created.goals);
  });
}
