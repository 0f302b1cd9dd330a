import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { user } from '../../db/schema/index.js';

/** The account's address and whether its owner followed a link mailed to it; null for no account. */
export async function findEmailAddress(db: Database, userId: string): Promise<{ email: string; emailVerified: boolean } | null> {
  const [row] = await db.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId));
  return row ?? null;
}

export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}
