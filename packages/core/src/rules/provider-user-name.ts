import { userNameProblem } from './account-rules.js';

/** The claims of an outside provider that can suggest a user name, best first. */
export interface NameClaims {
  preferred_username?: unknown;
  name?: unknown;
  email?: unknown;
}

const FALLBACK_NAME = 'user';

/** Keeps the characters a user name may hold (letters, digits, _, - and .), at most 32 of them. */
function cleaned(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .normalize('NFKD')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, 32);
}

/**
 * The user name suggested for an account created through an outside provider: the provider's
 * preferred user name, else the person's name, else the e-mail's local part, cleaned to our
 * rules; "user" when none of them leaves a valid name. The caller makes it unique.
 */
export function userNameFromClaims(claims: NameClaims): string {
  const localPart = typeof claims.email === 'string' ? claims.email.split('@')[0] : undefined;
  for (const candidate of [claims.preferred_username, claims.name, localPart]) {
    const name = cleaned(candidate);
    if (!userNameProblem(name)) return name;
  }
  return FALLBACK_NAME;
}

/** The n-th alternative of a taken name (n ≥ 2): "anna" → "anna-2", cut so it stays 32 long at most. */
export function numberedUserName(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, 32 - suffix.length)}${suffix}`;
}
