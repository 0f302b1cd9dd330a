import crypto from 'node:crypto';
import { unsubscribableKinds, type UnsubscribableKind } from '@gauntlet/core';

/** Signs unsubscribe links; derived from the auth secret, so it never leaves the server. */
export function deriveUnsubscribeKey(authSecret: string): string {
  return crypto.createHmac('sha256', authSecret).update('gauntlet reminder unsubscribe links').digest('hex');
}

const signature = (key: string, payload: string) => crypto.createHmac('sha256', key).update(payload).digest();

/**
 * The token of a one-click unsubscribe link: the player and the kind in the clear, and an HMAC
 * over both. It needs no sign-in and no stored row, and nobody without the key can make one for
 * another player or another kind.
 */
export function unsubscribeToken(key: string, userId: string, kind: UnsubscribableKind): string {
  const payload = `${userId} ${kind}`;
  return `${Buffer.from(payload).toString('base64url')}.${signature(key, payload).toString('base64url')}`;
}

/** The player and kind a token was signed for, or null when its signature does not match them. */
export function readUnsubscribeToken(key: string, token: string): { userId: string; kind: UnsubscribableKind } | null {
  const [encodedPayload = '', encodedSignature = ''] = token.split('.');
  const payload = Buffer.from(encodedPayload, 'base64url').toString();
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signature(key, payload);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const [userId = '', kind] = payload.split(' ');
  const known = unsubscribableKinds.find((name) => name === kind);
  return known && userId ? { userId, kind: known } : null;
}
