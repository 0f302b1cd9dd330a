import { effectiveLimits, findPunishmentGoal, hasRight, type PartnerGoal, type PartnerView } from '@gauntlet/core';
import type { Changes } from '../../changes/changes.js';
import type { Database } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { AppError, notPartner, rightNotGranted } from '../../http/app-error.js';
import { lockBalances } from '../../ledger/ledger.repository.js';
import { pickedMetrics } from '../challenges/punishment.service.js';
import { putInInboxes } from '../notifications/inbox.service.js';
import { insertAction } from './partner-actions.repository.js';
import { findNextGoalsOf } from './partner-goals.repository.js';
import { lockLivePartnership } from './partner-points.repository.js';
import { contractOf } from './partnership-answers.js';
import { getPartnerView } from './partner-view.service.js';

interface GoalDeps {
  db: Database;
  changes: Changes;
  readCache: ReadCache;
}

const overGoalLimit = (limit: number) =>
  new AppError(
    409,
    'over_limit',
    limit === 0
      ? 'The player’s limit leaves you no punishment goals for their next challenge.'
      : `You added the ${limit} punishment goals the player’s limit allows for their next challenge.`,
  );

/**
 * The partner adds a punishment goal of the catalogue to the player's next challenge, in one
 * transaction: the partnership is locked and checked live with the right to punish still granted,
 * then the player's balance row, which the player's own picks and submit lock first, so a goal is
 * added either wholly before a submit (and goes into that challenge) or after it (and waits for
 * the one after). Under those locks the goals already waiting are counted against the contract's
 * per-challenge limit (half of it while the partner is not yet trusted), so concurrent adds stop
 * at the limit, and a goal already waiting or picked by the player is refused. The log row holds
 * the goal until the submit; the player hears of it in the bell.
 */
export async function addPartnerGoal(
  { db, changes, readCache }: GoalDeps,
  partnerId: string,
  playerId: string,
  { metric, reason }: PartnerGoal,
): Promise<PartnerView> {
  await db.transaction(async (tx) => {
    const partnership = await lockLivePartnership(tx, partnerId, playerId);
    if (!partnership) throw notPartner();
    const contract = contractOf(partnership);
    if (!hasRight(contract, 'punish')) throw rightNotGranted('punish');
    await lockBalances(tx, playerId);
    const limit = effectiveLimits(contract, partnership.startedAt, new Date()).punishmentGoalsPerChallenge;
    const waiting = await findNextGoalsOf(tx, partnership.id);
    if (waiting.length >= limit) throw overGoalLimit(limit);
    const picked = await pickedMetrics(tx, playerId);
    if (waiting.some((goal) => goal.metric === metric) || picked.includes(metric)) {
      const title = findPunishmentGoal(metric)?.title ?? metric;
      throw new AppError(409, 'goal_already_added', `“${title}” is already on the player’s next challenge.`);
    }
    await insertAction(tx, { partnershipId: partnership.id, actorId: partnerId, kind: 'added_goal', goal: metric, reason });
    await putInInboxes(tx, [
      {
        userId: playerId,
        kind: 'partner_added_goal',
        day: null,
        challengeId: null,
        actorId: partnerId,
        points: null,
        note: reason,
      },
    ]);
  });
  // The player's next challenge is another user's: their caches and open streams hear of it.
  await changes.publish('user.changed', { userId: playerId });
  return getPartnerView(db, readCache, partnerId, playerId);
}
