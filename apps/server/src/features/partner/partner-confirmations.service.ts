import { hasRight, type PartnerView } from '@gauntlet/core';
import type { Changes } from '../../changes/changes.js';
import type { Database, Executor } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { AppError, notPartner, rightNotGranted } from '../../http/app-error.js';
import { lockManualSwitch, switchOffRejected } from '../challenges/manual-grades.service.js';
import { takeBackRejected } from '../challenges/undo.service.js';
import { putInInboxes } from '../notifications/inbox.service.js';
import { insertAction } from './partner-actions.repository.js';
import { confirmPending, findGoalTitle, removePending, wasDecided } from './partner-confirmations.repository.js';
import { decidePending, findManualGrade } from './partner-manual-grades.repository.js';
import { lockLivePartnership } from './partner-points.repository.js';
import { contractOf } from './partnership-answers.js';
import { getPartnerView } from './partner-view.service.js';

interface ConfirmDeps {
  db: Database;
  changes: Changes;
  readCache: ReadCache;
}

/** The partner's decision on one check-in or manual grade: confirm it, or reject it with the reason the player reads. */
export type ConfirmDecision = { verdict: 'confirmed' } | { verdict: 'rejected'; reason: string };

const reasonOf = (decision: ConfirmDecision) => (decision.verdict === 'rejected' ? decision.reason : null);

/**
 * One decision of the partner, in one transaction: the partnership is locked and the `confirm`
 * right checked again (taken back or ended since the route's check refuses here), then `decide`
 * acts, writes the log line and tells the player, all committing together. The check-in or the
 * metric and the bell are the player's, another user than the caller: their change is announced.
 */
async function decideAsPartner(
  { db, changes, readCache }: ConfirmDeps,
  partnerId: string,
  playerId: string,
  decide: (tx: Executor, partnershipId: string) => Promise<void>,
): Promise<PartnerView> {
  await db.transaction(async (tx) => {
    const partnership = await lockLivePartnership(tx, partnerId, playerId);
    if (!partnership) throw notPartner();
    if (!hasRight(contractOf(partnership), 'confirm')) throw rightNotGranted('confirm');
    await decide(tx, partnership.id);
  });
  await changes.publish('user.changed', { userId: playerId });
  return getPartnerView(db, readCache, partnerId, playerId);
}

/**
 * The partner confirms or rejects one pending check-in of the player's active challenge. The
 * decision is one statement on the check-in while it is pending, so of two decisions at the same
 * time one applies and the other is told it was decided. A rejection takes the check-in back as
 * the player's undo does (the metric loses one, the history keeps it, now with the reason).
 */
export function decideCheckIn(
  deps: ConfirmDeps,
  partnerId: string,
  playerId: string,
  checkInId: string,
  decision: ConfirmDecision,
): Promise<PartnerView> {
  return decideAsPartner(deps, partnerId, playerId, async (tx, partnershipId) => {
    const reason = reasonOf(decision);
    const checkIn =
      reason === null ? await confirmPending(tx, playerId, checkInId) : await removePending(tx, playerId, checkInId);
    if (!checkIn) {
      if (await wasDecided(tx, playerId, checkInId)) {
        throw new AppError(409, 'check_in_decided', 'This check-in was already confirmed or rejected.');
      }
      throw new AppError(404, 'check_in_not_found', "This player's active challenge has no such check-in waiting for you.");
    }
    if (reason !== null) await takeBackRejected(tx, checkIn, reason);
    await insertAction(tx, {
      partnershipId,
      actorId: partnerId,
      kind: reason === null ? 'confirmed_check_in' : 'rejected_check_in',
      ...(reason !== null && { reason }),
      goalTitle: await findGoalTitle(tx, checkIn.challengeId, checkIn.metric),
      day: checkIn.day,
    });
    await putInInboxes(tx, [
      {
        userId: playerId,
        kind: reason === null ? 'partner_confirmed_check_in' : 'partner_rejected_check_in',
        day: null,
        challengeId: checkIn.challengeId,
        actorId: partnerId,
        points: null,
        note: reason,
      },
    ]);
  });
}

/**
 * The partner confirms or rejects the player's claim that a manual goal of the active challenge
 * is completed. The goal's metric is locked first, as the player's switch locks it, then the
 * decision is one statement on the claim while it is pending: of two decisions at the same time
 * one applies and the other is told it was decided; one after the player withdrew the claim (or
 * claimed again, under a new id) finds nothing waiting. A rejection turns the switch back off.
 */
export function decideManualGrade(
  deps: ConfirmDeps,
  partnerId: string,
  playerId: string,
  gradeId: string,
  decision: ConfirmDecision,
): Promise<PartnerView> {
  return decideAsPartner(deps, partnerId, playerId, async (tx, partnershipId) => {
    const reason = reasonOf(decision);
    const claimed = await findManualGrade(tx, playerId, gradeId);
    if (claimed) await lockManualSwitch(tx, playerId, claimed.metric);
    const grade = claimed && (await decidePending(tx, playerId, gradeId, { state: decision.verdict, reason }));
    if (!grade) {
      if (await findManualGrade(tx, playerId, gradeId)) {
        throw new AppError(409, 'manual_grade_decided', "This goal's grade was already confirmed or rejected.");
      }
      throw new AppError(404, 'manual_grade_not_found', "This player's active challenge has no such grade waiting for you.");
    }
    if (reason !== null) await switchOffRejected(tx, playerId, grade.metric);
    await insertAction(tx, {
      partnershipId,
      actorId: partnerId,
      kind: reason === null ? 'confirmed_manual_grade' : 'rejected_manual_grade',
      ...(reason !== null && { reason }),
      goalTitle: await findGoalTitle(tx, grade.challengeId, grade.metric),
      day: grade.day,
    });
    await putInInboxes(tx, [
      {
        userId: playerId,
        kind: reason === null ? 'partner_confirmed_manual_grade' : 'partner_rejected_manual_grade',
        day: null,
        challengeId: grade.challengeId,
        actorId: partnerId,
        points: null,
        note: reason,
      },
    ]);
  });
}
