import { createHash, randomBytes } from 'node:crypto';
import {
  INVITE_HOURS,
  type CreatedInvite,
  type InvitePreview,
  type PartnerContract,
  type PartnerPage,
  type Partnership,
} from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { AppError, notFound, notPartner } from '../../http/app-error.js';
import { putInInboxes } from '../notifications/inbox.service.js';
import * as actions from './partner-actions.repository.js';
import * as invites from './partner-invites.repository.js';
import * as partnerships from './partnerships.repository.js';
import { columnsOf, contractOf, toAction, toPartnership } from './partnership-answers.js';

/** How many lines of the partnership's log the player's page shows, newest first. */
export const PARTNER_LOG_SIZE = 50;

/**
 * The answer to a write that changed another user as well (the other side of the partnership),
 * whom the route tells every instance about: their pages, caches and open streams.
 */
export interface AlsoChanged<T> {
  answer: T;
  alsoChanged: string;
}

const hasPartner = (message: string) => new AppError(409, 'has_partner', message);
const noPartner = () => new AppError(409, 'no_partner', 'You have no partner.');
const ownInvite = () =>
  new AppError(400, 'own_invite', 'This is your own invite: send its link to the person you want as your partner.');
const inviteNotFound = () => notFound('This invite does not exist. Check that the link is complete.');
const inviteUsed = () => new AppError(410, 'invite_used', 'This invite has been answered already.');
const inviteRevoked = () => new AppError(410, 'invite_revoked', 'The player withdrew this invite.');
const inviteExpired = () => new AppError(410, 'invite_expired', 'This invite has expired. Ask the player for a new link.');

/** Only the hash of an invite's code is stored: a copy of the database opens no invite. */
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** The Partner page: the caller as a player (partner or open invite, and the log) and as a partner. */
export async function partnerPage(db: Database, userId: string, now = new Date()): Promise<PartnerPage> {
  const [live, invite, log] = await Promise.all([
    partnerships.findLivePartnerships(db, userId),
    invites.findOpenInvite(db, userId, now),
    actions.findActionsOfPlayer(db, userId, PARTNER_LOG_SIZE),
  ]);
  const played = live.find((row) => row.player.userId === userId);
  return {
    asPlayer: {
      partnership: played ? toPartnership(played, now) : null,
      invite: invite && { contract: contractOf(invite), expiresAt: invite.expiresAt.toISOString() },
      actions: log.map(toAction),
    },
    asPartner: live
      .filter((row) => row.partner.userId === userId)
      .map((row) => ({
        partnership: toPartnership(row, now),
        activeChallenge: row.activeChallenge && { ...row.activeChallenge, endsAt: row.activeChallenge.endsAt.toISOString() },
        checkInsDueToday: row.checkInsDueToday,
        checkedInToday: row.checkedInToday,
        cancelRequest: row.cancelRequest,
        rewardPoints: row.rewardPoints,
        punishmentPoints: row.punishmentPoints,
      })),
  };
}

/**
 * A new invite on the contract the player grants, replacing the one still open. Its code is
 * answered here only; the player shares it in the link, and it works once, for INVITE_HOURS.
 */
export async function createInvite(
  db: Database,
  playerId: string,
  contract: PartnerContract,
  now = new Date(),
): Promise<CreatedInvite> {
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_HOURS * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await invites.lockInvitingPlayer(tx, playerId);
    if (await partnerships.hasLivePartnership(tx, playerId)) {
      throw hasPartner('You have a partner already. End that partnership before you invite someone else.');
    }
    await invites.revokeOpenInvites(tx, playerId, now);
    await invites.insertInvite(tx, { playerId, codeHash: hashOf(code), ...columnsOf(contract), createdAt: now, expiresAt });
  });
  return { code, contract, expiresAt: expiresAt.toISOString() };
}

export async function revokeInvite(db: Database, playerId: string, now = new Date()): Promise<PartnerPage> {
  await invites.revokeOpenInvites(db, playerId, now);
  return partnerPage(db, playerId, now);
}

/** The invite found, while it can still be answered; otherwise why not. */
function stillOpen<Found extends { invite: invites.InviteRow }>(found: Found | null, now: Date): Found {
  if (!found) throw inviteNotFound();
  const { closedAs, expiresAt } = found.invite;
  if (closedAs === 'revoked') throw inviteRevoked();
  if (closedAs) throw inviteUsed();
  if (expiresAt <= now) throw inviteExpired();
  return found;
}

/**
 * Who invites and exactly what they grant, for the invitee to read before answering. Its own
 * player may read it too (to see what the link offers); only answering it is refused them.
 */
export async function previewInvite(db: Database, code: string, now = new Date()): Promise<InvitePreview> {
  const { player, invite } = stillOpen(await invites.findInviteByCodeHash(db, hashOf(code)), now);
  return { player, contract: contractOf(invite), expiresAt: invite.expiresAt.toISOString() };
}

/** Why `inviteeId` could not answer the invite: read after the once-only answer found nothing to close. */
async function refuseAnswer(db: Database, codeHash: string, inviteeId: string, now: Date): Promise<never> {
  const found = await invites.findInviteByCodeHash(db, codeHash);
  if (found?.invite.playerId === inviteeId) throw ownInvite();
  stillOpen(found, now);
  // Open and unexpired a moment ago: another answer closed it in between.
  throw inviteUsed();
}

/**
 * Becomes the player's partner on the invite's contract. Closing the invite, the partnership and
 * its first log line are one transaction: a player who has a partner already (the unique index
 * says so, whatever runs at the same time) leaves everything as it was, the invite still open.
 */
export async function acceptInvite(
  db: Database,
  partnerId: string,
  code: string,
  now = new Date(),
): Promise<AlsoChanged<Partnership>> {
  const codeHash = hashOf(code);
  let id: string | null;
  try {
    id = await db.transaction(async (tx) => {
      const invite = await invites.answerInvite(tx, codeHash, partnerId, 'accepted', now);
      if (!invite) return null;
      const partnershipId = await partnerships.insertPartnership(tx, {
        playerId: invite.playerId,
        partnerId,
        ...columnsOf(contractOf(invite)),
        startedAt: now,
      });
      await actions.insertAction(tx, { partnershipId, actorId: partnerId, kind: 'paired', createdAt: now });
      await putInInboxes(
        tx,
        [{ userId: invite.playerId, kind: 'partner_accepted', day: null, challengeId: null, actorId: partnerId }],
        now,
      );
      return partnershipId;
    });
  } catch (error) {
    if (violatesUnique(error, partnerships.ONE_PARTNER_INDEX)) throw hasPartner('This player has a partner already.');
    throw error;
  }
  if (!id) return refuseAnswer(db, codeHash, partnerId, now);
  const row = (await partnerships.findPartnership(db, id))!;
  return { answer: toPartnership(row, now), alsoChanged: row.player.userId };
}

/** Turns the invite down, once; its player's page no longer shows it. */
export async function declineInvite(
  db: Database,
  inviteeId: string,
  code: string,
  now = new Date(),
): Promise<AlsoChanged<PartnerPage>> {
  const codeHash = hashOf(code);
  const invite = await invites.answerInvite(db, codeHash, inviteeId, 'declined', now);
  if (!invite) return refuseAnswer(db, codeHash, inviteeId, now);
  return { answer: await partnerPage(db, inviteeId, now), alsoChanged: invite.playerId };
}

/**
 * The player's new contract, in force from the partner's next request: the player grants, so it
 * may widen as well as narrow, and needs no one's consent. The log keeps the change.
 */
export async function changeContract(
  db: Database,
  playerId: string,
  contract: PartnerContract,
  now = new Date(),
): Promise<AlsoChanged<Partnership>> {
  const id = await db.transaction(async (tx) => {
    const changed = await partnerships.replaceContract(tx, playerId, columnsOf(contract));
    if (!changed) return null;
    await actions.insertAction(tx, { partnershipId: changed.id, actorId: playerId, kind: 'contract_changed', createdAt: now });
    await putInInboxes(
      tx,
      [{ userId: changed.partnerId, kind: 'player_changed_contract', day: null, challengeId: null, actorId: playerId }],
      now,
    );
    return changed.id;
  });
  if (!id) throw noPartner();
  const row = (await partnerships.findPartnership(db, id))!;
  return { answer: toPartnership(row, now), alsoChanged: row.partner.userId };
}

/** The player's exit: immediate, and no one's consent is asked. The history stays. */
export async function endAsPlayer(db: Database, playerId: string, now = new Date()): Promise<AlsoChanged<PartnerPage>> {
  const ended = await db.transaction(async (tx) => {
    const row = await partnerships.endPartnership(tx, { playerId }, now);
    if (!row) return null;
    await actions.insertAction(tx, { partnershipId: row.id, actorId: playerId, kind: 'ended_by_player', createdAt: now });
    await putInInboxes(
      tx,
      [{ userId: row.partnerId, kind: 'player_ended', day: null, challengeId: null, actorId: playerId }],
      now,
    );
    return row;
  });
  if (!ended) throw noPartner();
  return { answer: await partnerPage(db, playerId, now), alsoChanged: ended.partnerId };
}

/** The partner lets go of one of their players. */
export async function endAsPartner(
  db: Database,
  partnerId: string,
  playerId: string,
  now = new Date(),
): Promise<AlsoChanged<PartnerPage>> {
  const ended = await db.transaction(async (tx) => {
    const row = await partnerships.endPartnership(tx, { playerId, partnerId }, now);
    if (!row) return null;
    await actions.insertAction(tx, { partnershipId: row.id, actorId: partnerId, kind: 'ended_by_partner', createdAt: now });
    await putInInboxes(tx, [{ userId: playerId, kind: 'partner_ended', day: null, challengeId: null, actorId: partnerId }], now);
    return row;
  });
  if (!ended) throw notPartner();
  return { answer: await partnerPage(db, partnerId, now), alsoChanged: playerId };
}
