import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { account, session } from '../../db/schema/index.js';

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash ?? null;
}

/** The user of a live session: one indexed lookup by token. */
export async function findSessionUser(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: session.userId })
    .from(session)
    .where(and(eq(session.token, token), gt(session.expiresAt, new Date())));
  return row?.userId ?? null;
}
