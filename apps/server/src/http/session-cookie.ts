import crypto from 'node:crypto';

/** better-auth's session cookie; the __Secure- form is the one it sets over HTTPS. */
const SESSION_COOKIE_NAMES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/**
 * The session token from the request's cookies, if its signature is valid. better-auth signs
 * the cookie as `token.base64(HMAC-SHA-256(secret, token))`; checking it here, synchronously,
 * spares every signed-in request its slower general-purpose session lookup.
 */
export function signedSessionToken(cookieHeader: string, secret: string): string | null {
  for (const name of SESSION_COOKIE_NAMES) {
    const raw = readCookie(cookieHeader, name);
    if (!raw) continue;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(crypto.createHmac('sha256', secret).update(token).digest('base64'));
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}
