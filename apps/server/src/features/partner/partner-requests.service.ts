import { hasRight, type AskToCancelBody, type ChallengeOutcome, type Dashboard, type PartnerView } from '@gauntlet/core';
import type { Changes } from '../../changes/changes.js';
import type { Database } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { notPartner, rightNotGranted } from '../../http/app-error.js';
import { cancelActive } from '../challenges/challenge-end.service.js';
import { answerCancelRequest, openCancelRequest, withdrawCancelRequest } from '../challenges/cancel-requests.service.js';
import { getDashboard } from '../challenges/challenges.service.js';
import { putInInboxes } from '../notifications/inbox.service.js';
import { insertAction } from './partner-actions.repository.js';
import { lockLivePartnership } from './partner-points.repository.js';
import { contractOf } from './partnership-answers.js';
import { getPartnerView } from './partner-view.service.js';

interface RequestDeps {
  db: Database;
  changes: Changes;
  readCache: ReadCache;
}

/**
 * The player asks their partner to let them cancel the active challenge: the request, its line in
 * the log with the reason, and the partner's bell, in one transaction. Answers the dashboard.
 */
export async function askToCancel(deps: RequestDeps, playerId: string, { reason }: AskToCancelBody): Promise<Dashboard> {
  const note = reason || null;
  const partnerId = await deps.db.transaction(async (tx) => {
    const { request, partnerId } = await openCancelRequest(tx, playerId, note);
    await insertAction(tx, {
      partnershipId: request.partnershipId,
      actorId: playerId,
      kind: 'cancel_requested',
      reason: note ?? undefined,
    });
    await putInInboxes(tx, [
      { userId: partnerId, kind: 'player_asked_to_cancel', day: null, challengeId: request.challengeId, actorId: playerId, note },
    ]);
    return partnerId;
  });
  // The partner's page lists the open request; the player's cached dashboard is forgotten before it answers.
  await deps.changes.publish('user.changed', { userId: partnerId });
  await deps.changes.publish('user.changed', { userId: playerId });
  return getDashboard(deps.db, deps.readCache, playerId);
}

/** The player takes their open request back, written to the log of the partnership it was made to. */
export async function withdrawRequest(deps: RequestDeps, playerId: string): Promise<Dashboard> {
  await deps.db.transaction(async (tx) => {
    const request = await withdrawCancelRequest(tx, playerId);
    await insertAction(tx, { partnershipId: request.partnershipId, actorId: playerId, kind: 'cancel_withdrawn' });
  });
  await deps.changes.publish('user.changed', { userId: playerId });
  return getDashboard(deps.db, deps.readCache, playerId);
}

/**
 * The player's exit: the challenge is cancelled at once, penalty as usual, whatever the partner
 * holds. When it went past the partner's lock, the log records it here and the partner's bell tells
 * of it (in `cancelActive`); an open request lapses with the challenge.
 */
export async function cancelWithoutApproval(deps: RequestDeps, playerId: string): Promise<ChallengeOutcome> {
  const { outcome, lockHolder } = await deps.db.transaction(async (tx) => {
    const cancelled = await cancelActive(tx, playerId, 'without_approval');
    if (cancelled.lockHolder) {
      await insertAction(tx, { partnershipId: cancelled.lockHolder.id, actorId: playerId, kind: 'cancelled_without_approval' });
    }
    return cancelled;
  });
  if (lockHolder) await deps.changes.publish('user.changed', { userId: lockHolder.partnerId });
  return outcome;
}

/** A partner's answer to a request: an approval may say why, a denial must. */
export type RequestAnswer = { approve: true; reason?: string } | { approve: false; reason: string };

/**
 * The partner answers one of the player's requests, once: the partnership is locked and checked
 * live with the lock still granted (a right taken back after the route's access check refuses
 * here), and the request closes by one statement that finds it only while open. An approval
 * cancels the challenge in the same transaction, penalty as usual; a denial leaves it running.
 * The log keeps the answer and its reason, and the player's bell tells of it.
 */
export async function answerRequest(
  deps: RequestDeps,
  partnerId: string,
  playerId: string,
  requestId: string,
  answer: RequestAnswer,
): Promise<PartnerView> {
  await deps.db.transaction(async (tx) => {
    const partnership = await lockLivePartnership(tx, partnerId, playerId);
    if (!partnership) throw notPartner();
    if (!hasRight(contractOf(partnership), 'lock')) throw rightNotGranted('lock');
    const request = await answerCancelRequest(tx, playerId, requestId, answer.approve ? 'approved' : 'denied');
    if (answer.approve) await cancelActive(tx, playerId, 'approved');
    await insertAction(tx, {
      partnershipId: partnership.id,
      actorId: partnerId,
      kind: answer.approve ? 'cancel_approved' : 'cancel_denied',
      reason: answer.reason,
    });
    await putInInboxes(tx, [
      {
        userId: playerId,
        kind: answer.approve ? 'partner_approved_cancel' : 'partner_denied_cancel',
        day: null,
        challengeId: request.challengeId,
        actorId: partnerId,
        note: answer.reason ?? null,
      },
    ]);
  });
  await deps.changes.publish('user.changed', { userId: playerId });
  return getPartnerView(deps.db, deps.readCache, partnerId, playerId);
}
