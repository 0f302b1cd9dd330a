import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { lockBalances } from '../../ledger/ledger.repository.js';
import {
  closeOpenRequest,
  findLiveLockHolder,
  insertOpenRequest,
  playerHasRequest,
  type ClosedRequestState,
} from './cancel-requests.repository.js';
import { findActiveChallenge } from './challenges.repository.js';

const noActiveChallenge = () => new AppError(404, 'no_active_challenge', 'You have no active challenge to cancel.');
const noPartnerLock = () =>
  new AppError(409, 'no_partner_lock', 'Cancelling this challenge needs no approval: cancel it directly.');
const requestOpen = () =>
  new AppError(409, 'cancel_request_open', 'You already asked to cancel; wait for the answer or withdraw it.');
const requestNotFound = (message = 'There is no such request of this player.') => new AppError(404, 'request_not_found', message);
const requestClosed = () => new AppError(409, 'request_closed', 'This request was already answered or withdrawn.');

/**
 * Opens the player's request to cancel their active challenge, in the caller's transaction. Only a
 * "partner approves" challenge whose player's live partner holds the lock takes one (otherwise the
 * player just cancels). The player's writes run one at a time under the lock of their balances,
 * and the partial unique key keeps one open request per challenge whatever runs at the same time.
 * Answers the request with the partnership it was made to.
 */
export async function openCancelRequest(tx: Executor, playerId: string, reason: string | null) {
  await lockBalances(tx, playerId);
  const active = await findActiveChallenge(tx, playerId);
  if (!active) throw noActiveChallenge();
  const holder = active.partnerApproves ? await findLiveLockHolder(tx, playerId) : null;
  if (!holder) throw noPartnerLock();
  const request = await insertOpenRequest(tx, { challengeId: active.id, playerId, partnershipId: holder.id, reason });
  if (!request) throw requestOpen();
  return { request, partnerId: holder.partnerId };
}

/** The player takes back their open request; the closed request, or 404 without one. */
export async function withdrawCancelRequest(tx: Executor, playerId: string) {
  await lockBalances(tx, playerId);
  const request = await closeOpenRequest(tx, { playerId }, 'withdrawn');
  if (!request) throw requestNotFound('You have no open request to cancel.');
  return request;
}

/**
 * Closes one of the player's requests as answered, once: the statement finds it only while it is
 * open, so of two answers at the same time one closes it and the other is refused 409. A request
 * of another player, or none by that id, is 404.
 */
export async function answerCancelRequest(tx: Executor, playerId: string, requestId: string, state: ClosedRequestState) {
  const request = await closeOpenRequest(tx, { requestId, playerId }, state);
  if (!request) throw (await playerHasRequest(tx, playerId, requestId)) ? requestClosed() : requestNotFound();
  return request;
}
