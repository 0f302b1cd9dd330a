import { completionSigningInput, externalTokenPayloadSchema, type ExternalCompletion } from '@gauntlet/core';
import { decodeBase64UrlJson, encodeBase64UrlJson, hmacHex } from './signing.js';

/**
 * What a trusted external application does: read the goal and nonce from a token and answer
 * with a completion signed by the integration secret.
 */
export function signCompletion(token: string, completedValue: number, secret: string, completedAt = new Date()): string {
  const payload = externalTokenPayloadSchema.safeParse(decodeBase64UrlJson(token));
  if (!payload.success) throw new Error('This is not a Gauntlet external goal token.');
  const unsigned: Omit<ExternalCompletion, 'signature'> = {
    requestNonce: payload.data.nonce,
    goalId: payload.data.goalId,
    completedValue,
    completedAt: completedAt.toISOString(),
  };
  return encodeBase64UrlJson({ ...unsigned, signature: hmacHex(secret, completionSigningInput(unsigned)) });
}
