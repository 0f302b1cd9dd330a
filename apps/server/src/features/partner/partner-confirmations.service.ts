import { hasRight, type PartnerView } from '@gauntlet/core';
import type { Changes } from '../../changes/changes.js';
import type { Database } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { AppError, notPartner, rightNotGranted } from '../../http/app-error.js';
import { takeBackRejected } from '../challenges/undo.service.js';
import { putInInboxes } from '../notifications/inbox.service.js';
import { insertAction } from './partner-actions.repository.js';
import { confirmPending, findGoalTitle, removePending, wasDecided } from './partner-confirmations.repository.js';
import { lockLivePartnership } from './partner-points.repository.js';
import { contractOf } from './partnership-answers.js';
import { getPartnerView } from './partner-view.service.js';

interface ConfirmDeps {
  db: Database;
  changes: Changes;
  readCache: ReadCache;
}

/** The partner's decision on one check-in: confirm it, or reject it with the reason the player reads. */
export type CheckInDecision = { verdict: 'confirmed' } | { verdict: 'rejected'; reason: string };

/**
 * The partner confirms or rejects one pending check-in of the player's active challenge, in one
 * transaction: the partnership is locked and the `confirm` right checked again (taken back or
 * ended since the route's check refuses here), then the decision is one statement on the
 * check-in while it is pending, so of two decisions at the same time one applies and the other
 * is told it was decided. A rejection takes the check-in back as the player's undo does (the
 * metric loses one, the history keeps it, now with the reason). The log line and the player's
 * notification commit with it.
 */
export async function decideCheckIn(
  { db, changes, readCache }: ConfirmDeps,
  partnerId: string,
  playerId: string,
  checkInId: string,
  decision: CheckInDecision,
): Promise<PartnerView> {
  await db.transaction(async (tx) => {
    const partnership = await lockLivePartnership(tx, partnerId, playerId);
    if (!partnership) throw notPartner();
    if (!hasRight(contractOf(partnership), 'confirm')) throw rightNotGranted('confirm');
    const reason = decision.verdict === 'rejected' ? decision.reason : null;
    const checkIn =
      decision.verdict === 'confirmed'
        ? await confirmPending(tx, playerId, checkInId)
        : await removePending(tx, playerId, checkInId);
    if (!checkIn) {
      if (await wasDecided(tx, playerId, checkInId)) {
        throw new AppError(409, 'check_in_decided', 'This check-in was already confirmed or rejected.');
      }
      throw new AppError(404, 'check_in_not_found', "This player's active challenge has no such check-in waiting for you.");
    }
    if (reason !== null) await takeBackRejected(tx, checkIn, reason);
    await insertAction(tx, {
      partnershipId: partnership.id,
      actorId: partnerId,
      kind: decision.verdict === 'confirmed' ? 'confirmed_check_in' : 'rejected_check_in',
      ...(reason !== null && { reason }),
      goalTitle: await findGoalTitle(tx, checkIn.challengeId, checkIn.metric),
      day: checkIn.day,
    });
    await putInInboxes(tx, [
      {
        userId: playerId,
        kind: decision.verdict === 'confirmed' ? 'partner_confirmed_check_in' : 'partner_rejected_check_in',
        day: null,
        challengeId: checkIn.challengeId,
        actorId: partnerId,
        points: null,
        note: reason,
      },
    ]);
  });
  // The check-in, the metric and the bell are the player's: another user's.
  await changes.publish('user.changed', { userId: playerId });
  return getPartnerView(db, readCache, partnerId, playerId);
}
