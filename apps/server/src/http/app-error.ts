import type { ErrorCode, PartnerRight } from '@gauntlet/core';

/**
 * An error the caller can act on: rendered as `{ error: { code, message } }` with its status and
 * any headers that tell the caller more (such as when to retry).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new AppError(401, 'unauthorized', 'User not logged in');
export const sessionEnded = () => new AppError(401, 'session_ended', 'Your session has ended. Log in again.');
export const forbidden = (message = 'Insufficient permissions') => new AppError(403, 'forbidden', message);
export const notPartner = () => new AppError(403, 'not_partner', 'You are not this player’s partner.');
const RIGHT_WORDS: Record<PartnerRight, string> = {
  see: 'see their challenge',
  confirm: 'confirm their check-ins',
  punish: 'punish them',
  reward: 'reward them',
  lock: 'approve changes to their challenge',
};
export const rightNotGranted = (right: PartnerRight) =>
  new AppError(403, 'right_not_granted', `This player has not granted you the right to ${RIGHT_WORDS[right]}.`);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
