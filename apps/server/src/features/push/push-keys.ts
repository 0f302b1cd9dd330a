import { ECDH } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const decoded = (text: string) => (BASE64URL.test(text) ? Buffer.from(text, 'base64url') : Buffer.alloc(0));

function isP256Point(key: Buffer): boolean {
  try {
    ECDH.convertKey(key, 'prime256v1');
    return key.length === 65;
  } catch {
    return false;
  }
}

/**
 * Whether a subscription's keys can encrypt a push (RFC 8291): `p256dh` an uncompressed P-256
 * public key, `auth` a 16-byte secret, both base64url. Keys that cannot would fail every send.
 */
export const areUsableKeys = ({ p256dh, auth }: { p256dh: string; auth: string }) =>
  isP256Point(decoded(p256dh)) && decoded(auth).length === 16;
