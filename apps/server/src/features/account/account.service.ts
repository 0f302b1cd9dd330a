import crypto from 'node:crypto';
import type { Auth } from '../../auth/auth.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { isOnlyAdmin, lockAdminSet } from '../admin/admin.repository.js';
import { lastAdminLeaving } from '../admin/admin.service.js';
import { deleteUser } from '../profile/profile.repository.js';
import { findPasswordHash } from './account.repository.js';

/** Checks the password against the stored credential before anything irreversible. */
export async function verifyPassword(auth: Auth, db: Database, userId: string, password: string) {
  const hash = await findPasswordHash(db, userId);
  const context = await auth.$context;
  const matches = hash ? await context.password.verify({ hash, password }) : false;
  if (!matches) throw new AppError(400, 'invalid_password', 'The password is not correct');
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

/** Removes the account, unless it is the last administrator's: the app never loses its last admin. */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAdminSet(tx);
    if (await isOnlyAdmin(tx, userId)) throw lastAdminLeaving('delete your account');
    await deleteUser(tx, userId);
  });
}
