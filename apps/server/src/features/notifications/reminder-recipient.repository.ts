import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { profiles, user } from '../../db/schema/index.js';

/** Whom a reminder mail goes to: the address and whether it is verified, the name and language the profile shows. */
export async function findReminderRecipient(db: Executor, userId: string) {
  const [recipient] = await db
    .select({
      email: user.email,
      emailVerified: user.emailVerified,
      accountName: user.name,
      userName: profiles.userName,
      language: profiles.language,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return recipient;
}
