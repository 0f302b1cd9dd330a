import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { account, profiles, session } from '../../db/schema/index.js';

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

const sessionViewerQuery = preparedOn((db) =>
  db
    .select({
      sessionId: session.id,
      userId: session.userId,
      role: profiles.role,
      flags: profiles.flags,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(profiles, eq(profiles.userId, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .prepare('session_viewer'),
);

/**
 * The user of a live session with their permissions: one indexed lookup by token, so a
 * signed-in request needs no further read to know who calls and what they may do.
 */
export async function findSessionViewer(db: Database, token: string) {
  const [row] = await sessionViewerQuery(db).execute({ token });
  return row ?? null;
}

/** Whether the session still exists and has not expired (not signed out, revoked or deleted). */
export async function isSessionLive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, sql`now()`)));
  return Boolean(row);
}
