import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { account } from '../../db/schema/index.js';

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash ?? null;
}
