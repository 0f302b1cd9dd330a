import crypto from 'node:crypto';
import type { Auth } from '../../auth/auth.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { refuseLosingLastAdmin } from '../admin/admin.service.js';
import { removeUploadsOfDeletedAccount, UploadStore } from '../tagger/video.service.js';
import { RECENT_SIGN_IN_MINUTES, type SignInMethods } from '@gauntlet/core';
import type { Viewer } from '../../http/access.js';
import { deleteUser, findPasswordHash, findSessionStart, findSignInProviders } from './account.repository.js';
import { findEmailAddress } from './email-address.repository.js';

const PASSWORD = 'credential';

export async function signInMethods(db: Database, viewer: Viewer): Promise<SignInMethods> {
  const [providers, signedInAt] = await Promise.all([
    findSignInProviders(db, viewer.userId),
    findSessionStart(db, viewer.sessionId),
  ]);
  return {
    hasPassword: providers.includes(PASSWORD),
    providers: providers.filter((provider) => provider !== PASSWORD),
    signedInAt: (signedInAt ?? new Date(0)).toISOString(),
  };
}

/**
 * Makes sure the account's owner is at the keyboard before anything irreversible: the password
 * of an account that has one, or else a sign-in (through the provider) in the last minutes.
 */
export async function confirmOwner(auth: Auth, db: Database, viewer: Viewer, password: string | undefined) {
  const hash = await findPasswordHash(db, viewer.userId);
  if (hash) {
    const context = await auth.$context;
    const matches = password !== undefined && (await context.password.verify({ hash, password }));
    if (!matches) throw new AppError(400, 'invalid_password', 'The password is not correct');
    return;
  }
  const signedInAt = await findSessionStart(db, viewer.sessionId);
  if (!signedInAt || Date.now() - signedInAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw new AppError(
      403,
      'sign_in_again',
      `Your account has no password, so deleting it needs a sign-in from the last ${RECENT_SIGN_IN_MINUTES} minutes. Sign in again, then delete it.`,
    );
  }
}

/**
 * The answer to a sign-up for an e-mail that already has an account: the same as a fresh
 * sign-up's (a new user id), with the account left untouched and nobody signed in, so the
 * response does not tell who is registered. Hashing the password spends the time creating the
 * account would have.
 */
export async function answerAsIfNew(auth: Auth, password: string): Promise<{ userId: string }> {
  const context = await auth.$context;
  await context.password.hash(password);
  return { userId: crypto.randomUUID() };
}

/**
 * Removes the account, unless it is the last administrator's: the app never loses its last admin.
 * Its uploaded files live outside the database and go right after it.
 */
export async function deleteAccount(db: Database, dataDir: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await refuseLosingLastAdmin(tx, userId, 'delete your account');
    await deleteUser(tx, userId);
  });
  await removeUploadsOfDeletedAccount(db, new UploadStore(dataDir), userId);
}

/**
 * Whether the user's current address is known to reach them: they followed the link of a
 * verification mail sent to it. Mail that is not about the account itself (reminders) goes only
 * to such addresses.
 */
export async function isEmailVerified(db: Database, userId: string): Promise<boolean> {
  return (await findEmailAddress(db, userId))?.emailVerified ?? false;
}
