import { effectiveLimits, hasRight, leftToday, type PartnerPoints, type PartnerView } from '@gauntlet/core';
import type { Changes } from '../../changes/changes.js';
import type { Database } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { AppError, notPartner, rightNotGranted } from '../../http/app-error.js';
import { movePoints } from '../../ledger/ledger.repository.js';
import { putInInboxes } from '../notifications/inbox.service.js';
import { insertAction } from './partner-actions.repository.js';
import { lockLivePartnership, pointsHandedOutToday, type PointsActionKind } from './partner-points.repository.js';
import { contractOf } from './partnership-answers.js';
import { getPartnerView } from './partner-view.service.js';

/** Each way a partner moves points: the right it takes, its daily limit, its ledger row and its currency. */
const ACTIONS = {
  punished: { right: 'punish', limit: 'punishmentPointsPerDay', ledger: 'partner_punishment', currency: 'PP' },
  rewarded: { right: 'reward', limit: 'rewardPointsPerDay', ledger: 'partner_reward', currency: 'RP' },
} as const;

const overLimit = (currency: string, left: number, limit: number) =>
  new AppError(
    409,
    'over_limit',
    left === 0
      ? `Nothing is left of today's limit of ${limit} ${currency}: it starts again at the player's midnight.`
      : `Only ${left} ${currency} are left of today's limit of ${limit} ${currency}.`,
  );

interface PointsDeps {
  db: Database;
  changes: Changes;
  readCache: ReadCache;
}

/**
 * The partner punishes or rewards the player, in one transaction: the partnership is locked and
 * checked live with the right still granted (a right taken back after the route's access check
 * refuses here), the points handed out today in the player's day are summed under that lock and
 * held to the contract's limit (half of it while the partner is not yet trusted), and the log row
 * and the ledger row that names it are written together, with the notification in the player's
 * bell. Answers the partner's view afterwards.
 */
export async function handOutPoints(
  { db, changes, readCache }: PointsDeps,
  partnerId: string,
  playerId: string,
  kind: PointsActionKind,
  { points, reason }: PartnerPoints,
): Promise<PartnerView> {
  const action = ACTIONS[kind];
  await db.transaction(async (tx) => {
    const partnership = await lockLivePartnership(tx, partnerId, playerId);
    if (!partnership) throw notPartner();
    const contract = contractOf(partnership);
    if (!hasRight(contract, action.right)) throw rightNotGranted(action.right);
    const limit = effectiveLimits(contract, partnership.startedAt, new Date())[action.limit];
    const left = leftToday(limit, await pointsHandedOutToday(tx, partnership.id, playerId, kind));
    if (points > left) throw overLimit(action.currency, left, limit);
    const actionId = await insertAction(tx, { partnershipId: partnership.id, actorId: partnerId, kind, points, reason });
    await movePoints(tx, {
      userId: playerId,
      deltaRewardPoints: kind === 'rewarded' ? points : 0,
      deltaPunishmentPoints: kind === 'punished' ? points : 0,
      reason: action.ledger,
      reference: actionId,
    });
    await putInInboxes(tx, [
      { userId: playerId, kind: `partner_${kind}`, day: null, challengeId: null, actorId: partnerId, points, note: reason },
    ]);
  });
  // The partner's own change is announced with the request; the player's balance is another user's.
  await changes.publish('user.changed', { userId: playerId });
  return getPartnerView(db, readCache, partnerId, playerId);
}
