/**
 * The account field rules as plain functions, so the sign-up
 * form can check them without loading the schema library; the zod contracts use them too.
 * Each returns the problem to show, or null.
 */

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
const USER_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email.length > 254) return 'E-mail must be at most 254 characters';
  return EMAIL_PATTERN.test(email) ? null : 'Enter a valid e-mail address';
}

export function passwordProblem(value: string): string | null {
  if (value.length < 6) return 'Password must be at least 6 characters';
  return value.length > 128 ? 'Password must be at most 128 characters' : null;
}

export function userNameProblem(value: string): string | null {
  const name = value.trim();
  if (name.length < 3) return 'Username must be at least 3 characters';
  if (name.length > 32) return 'Username must be at most 32 characters';
  return USER_NAME_PATTERN.test(name) ? null : 'Username may use letters, digits, _, - and . only';
}

export const TERMS_REQUIRED_MESSAGE = 'You must accept the Terms of Use and Privacy Policy to register.';

/** User names are unique whatever their letter case: public lists show them. */
export const USER_NAME_TAKEN_MESSAGE = 'This user name is taken. Choose another one.';

/**
 * A session ends after this many days without use; each day it is used moves the end this far
 * ahead again, so a player who opens the app daily stays signed in.
 */
export const SESSION_IDLE_DAYS = 30;

/**
 * Why a session ended: past its end without use, deleted while its user remains (signed out, or
 * revoked by a password reset), or gone with its account.
 */
export const SESSION_END_REASONS = ['expired', 'signed_out', 'account_deleted'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
