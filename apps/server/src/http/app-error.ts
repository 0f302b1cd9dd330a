import type { ErrorCode } from '@gauntlet/core';

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
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
