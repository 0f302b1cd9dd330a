import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { StatementBatches } from '../../db/statement-batches.js';
import { profiles, user } from '../../db/schema/index.js';

const recipientsQuery = preparedOn((db) =>
  db
    .select({
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      accountName: user.name,
      userName: profiles.userName,
      language: profiles.language,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(sql`${user.id} = any(${sql.placeholder('userIds')}::text[])`)
    .prepare('reminder_recipients'),
);

/**
 * A send job delivers hundreds of reminders at once, each looking up its recipient: those
 * lookups are one statement (see `StatementBatches`), not one each.
 */
const recipientBatches = preparedOn(
  (db) =>
    new StatementBatches({
      name: 'reminder_recipients',
      keyOf: (userId: string) => userId,
      async run(userIds) {
        const rows = await recipientsQuery(db).execute({ userIds });
        const byUser = new Map(rows.map(({ userId, ...recipient }) => [userId, recipient]));
        return userIds.map((userId) => byUser.get(userId));
      },
    }),
);

/** Whom a reminder mail goes to: the address and whether it is verified, the name and language the profile shows. */
export function findReminderRecipient(db: Database, userId: string) {
  return recipientBatches(db).submit(userId);
}
