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

/** Whether the request carries a session cookie at all, signed correctly or not. */
export const carriesSessionCookie = (cookieHeader: string | undefined): boolean =>
  cookieHeader !== undefined && SESSION_COOKIE_NAMES.some((name) => readCookie(cookieHeader, name) !== null);

/** Signed cookie values remembered as checked: more than the sessions a busy instance serves at once. */
const CHECKED_VALUES = 20_000;

/**
 * Reads the session token from a request's cookies, if its signature is valid. better-auth signs
 * the cookie as `token.base64(HMAC-SHA-256(secret, token))`; checking it here, synchronously,
 * spares every signed-in request its slower general-purpose session lookup. A value that checked
 * out checks out again under the same secret, so each is remembered (oldest out first) and its
 * next requests skip the HMAC, the largest cost of a request answered from memory. Refusals are
 * not remembered: only holders of the secret can fill the memory.
 */
export function sessionTokenReader(secret: string): (cookieHeader: string) => string | null {
  const checked = new Map<string, string>();
  return (cookieHeader) => {
    for (const name of SESSION_COOKIE_NAMES) {
      const raw = readCookie(cookieHeader, name);
      if (!raw) continue;
      const known = checked.get(raw);
      if (known !== undefined) return known;
      const token = checkSignature(raw, secret);
      if (token === null) return null;
      if (checked.size >= CHECKED_VALUES) checked.delete(checked.keys().next().value!);
      checked.set(raw, token);
      return token;
    }
    return null;
  };
}

function checkSignature(raw: string, secret: string): string | null {
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
