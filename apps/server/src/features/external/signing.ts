import crypto from 'node:crypto';

export function encodeBase64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The decoded JSON, or null for anything that is not base64url-encoded JSON. */
export function decodeBase64UrlJson(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text.trim(), 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function hmacHex(key: string, input: string): string {
  return crypto.createHmac('sha256', key).update(input).digest('hex');
}

export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
