import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';
import { account, session, user } from '../../db/schema/index.js';

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash ?? null;
}

/** The providers an account signs in with ('credential' is the password). */
export async function findSignInProviders(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId));
  return rows.map((row) => row.providerId);
}

export async function findSessionStart(db: Database, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: session.createdAt }).from(session).where(eq(session.id, sessionId));
  return row?.createdAt ?? null;
}

/** Removes the account; every row of the user goes with it through ON DELETE CASCADE. */
export async function deleteUser(db: Executor, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}
