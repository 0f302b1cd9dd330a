import type {
  changeContractSchema,
  createdInviteSchema,
  createInviteSchema,
  inviteCodeParamsSchema,
  invitePreviewSchema,
  partnerCheckInParamsSchema,
  partnerManualGradeParamsSchema,
  partnerGoalSchema,
  partnerPageSchema,
  partnerPlayerParamsSchema,
  partnerPointsSchema,
  partnershipSchema,
  partnerViewSchema,
  rejectCheckInSchema,
} from '../contracts/partner.js';
import { route } from './route.js';

/**
 * Playing with a partner. The player's side needs only a session: every right is the player's to
 * grant, narrow or end. The partner's side declares the right each route needs of the contract
 * (`partner:<right>`), checked against the partnership that is live at the time of the request.
 */
export const partnerApi = {
  /** The Partner page of the caller, as a player and as a partner. */
  page: route<{ response: typeof partnerPageSchema }>('GET', '/api/partner', 'signedIn'),
  /** A new single-use invite with the contract it offers; it replaces an open one. */
  invite: route<{ body: typeof createInviteSchema; response: typeof createdInviteSchema }>(
    'POST',
    '/api/partner/invite',
    'signedIn',
  ),
  /** Withdraws the caller's open invite, so its link stops working. */
  revokeInvite: route<{ response: typeof partnerPageSchema }>('DELETE', '/api/partner/invite', 'signedIn'),
  /** What an invite offers, for its invitee to read before answering. */
  preview: route<{ params: typeof inviteCodeParamsSchema; response: typeof invitePreviewSchema }>(
    'GET',
    '/api/partner/invites/:code',
    'signedIn',
  ),
  /** Becomes the inviting player's partner on the invite's terms. */
  accept: route<{ params: typeof inviteCodeParamsSchema; response: typeof partnershipSchema }>(
    'POST',
    '/api/partner/invites/:code/accept',
    'signedIn',
  ),
  /** Turns the invite down; its link stops working. */
  decline: route<{ params: typeof inviteCodeParamsSchema; response: typeof partnerPageSchema }>(
    'POST',
    '/api/partner/invites/:code/decline',
    'signedIn',
  ),
  /** The player changes what their partner may do, effective at once. */
  changeContract: route<{ body: typeof changeContractSchema; response: typeof partnershipSchema }>(
    'PUT',
    '/api/partner/contract',
    'signedIn',
  ),
  /** The player ends the partnership: at once, with no one's consent. */
  endAsPlayer: route<{ response: typeof partnerPageSchema }>('POST', '/api/partner/end', 'signedIn'),
  /** The partner lets go of one of their players. */
  endAsPartner: route<{ params: typeof partnerPlayerParamsSchema; response: typeof partnerPageSchema }>(
    'POST',
    '/api/partner/players/:playerId/end',
    'signedIn',
  ),
  /** A player as their partner sees them. */
  view: route<{ params: typeof partnerPlayerParamsSchema; response: typeof partnerViewSchema }>(
    'GET',
    '/api/partner/players/:playerId',
    'partner:see',
  ),
  /** The same view, live: a `view` event on every change, and `ended` when access ends. */
  stream: route<{ params: typeof partnerPlayerParamsSchema }>('GET', '/api/partner/players/:playerId/stream', 'partner:see'),
  /** Adds punishment points with a reason, within the day's limit. */
  punish: route<{
    params: typeof partnerPlayerParamsSchema;
    body: typeof partnerPointsSchema;
    response: typeof partnerViewSchema;
  }>('POST', '/api/partner/players/:playerId/punish', 'partner:punish'),
  /** Grants reward points with a reason, within the day's limit. */
  reward: route<{
    params: typeof partnerPlayerParamsSchema;
    body: typeof partnerPointsSchema;
    response: typeof partnerViewSchema;
  }>('POST', '/api/partner/players/:playerId/reward', 'partner:reward'),
  /** Confirms one of the player's check-ins waiting for it, once. */
  confirmCheckIn: route<{ params: typeof partnerCheckInParamsSchema; response: typeof partnerViewSchema }>(
    'POST',
    '/api/partner/players/:playerId/check-ins/:checkInId/confirm',
    'partner:confirm',
  ),
  /** Rejects one of the player's check-ins waiting for confirmation, with a reason: it is taken back. */
  rejectCheckIn: route<{
    params: typeof partnerCheckInParamsSchema;
    body: typeof rejectCheckInSchema;
    response: typeof partnerViewSchema;
  }>('POST', '/api/partner/players/:playerId/check-ins/:checkInId/reject', 'partner:confirm'),
  /** Confirms the player's claim that a manual goal is completed, once. */
  confirmManualGrade: route<{ params: typeof partnerManualGradeParamsSchema; response: typeof partnerViewSchema }>(
    'POST',
    '/api/partner/players/:playerId/manual-grades/:gradeId/confirm',
    'partner:confirm',
  ),
  /** Rejects the player's claim that a manual goal is completed, with a reason: the goal is not completed. */
  rejectManualGrade: route<{
    params: typeof partnerManualGradeParamsSchema;
    body: typeof rejectCheckInSchema;
    response: typeof partnerViewSchema;
  }>('POST', '/api/partner/players/:playerId/manual-grades/:gradeId/reject', 'partner:confirm'),
  /** Adds a punishment goal of the catalogue to the player's next challenge, within the per-challenge limit. */
  addGoal: route<{
    params: typeof partnerPlayerParamsSchema;
    body: typeof partnerGoalSchema;
    response: typeof partnerViewSchema;
  }>('POST', '/api/partner/players/:playerId/goals', 'partner:punish'),
};
