import { z } from 'zod';

/**
 * External goals: the server issues a signed token naming the goal, a trusted
 * external application answers with a signed completion. Both travel as base64url JSON. The
 * HMAC itself is computed where the keys live (server, external app); this module fixes the
 * payloads, the signed text and the time rules.
 */

export const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;
export const COMPLETION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const MIN_SIGNATURE_LENGTH = 10;

export const externalTokenPayloadSchema = z.object({
  userId: z.string(),
  goalId: z.string(),
  goalType: z.literal('External'),
  targetValue: z.number(),
  targetUnit: z.string(),
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
  issuedAt: z.string(),
  expiresAt: z.string(),
  signature: z.string(),
});
export type ExternalTokenPayload = z.infer<typeof externalTokenPayloadSchema>;

export const externalCompletionSchema = z.object({
  requestNonce: z.string(),
  goalId: z.string(),
  completedValue: z.number().finite().min(0).max(1_000_000),
  completedAt: z.string(),
  signature: z.string(),
});
export type ExternalCompletion = z.infer<typeof externalCompletionSchema>;

export function tokenSigningInput(payload: Omit<ExternalTokenPayload, 'signature'>): string {
  return [
    payload.userId,
    payload.goalId,
    payload.goalType,
    payload.targetValue,
    payload.targetUnit,
    payload.nonce,
    payload.issuedAt,
    payload.expiresAt,
  ].join('|');
}

/** A completion is signed over the nonce, the goal id, the value and the time. */
export function completionSigningInput(completion: Omit<ExternalCompletion, 'signature'>): string {
  return [completion.requestNonce, completion.goalId, completion.completedValue, completion.completedAt].join('|');
}

/** The time rule: no older than 24 hours, and not from the future beyond a little clock skew. */
export function completionIsFresh(completedAt: string, now: Date): boolean {
  const at = Date.parse(completedAt);
  if (Number.isNaN(at)) return false;
  return now.getTime() - at <= COMPLETION_MAX_AGE_MS && at - now.getTime() <= 5 * 60 * 1000;
}

export const INVALID_COMPLETION_MESSAGE = 'Invalid completion token. Please check and try again.';
