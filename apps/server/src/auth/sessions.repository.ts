import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionEndReason } from '@gauntlet/core';
import type { Database } from '../db/database.js';
import { preparedOn } from '../db/prepared.js';
import { StatementBatches } from '../db/statement-batches.js';
import { profiles, session, user } from '../db/schema/index.js';

const sessionViewersQuery = preparedOn((db) =>
  db
    .select({
      token: session.token,
      sessionId: session.id,
      userId: session.userId,
      role: profiles.role,
      flags: profiles.flags,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(profiles, eq(profiles.userId, session.userId))
    .where(and(sql`${session.token} = any(${sql.placeholder('tokens')}::text[])`, gt(session.expiresAt, sql`now()`)))
    .prepare('session_viewers'),
);

/** The session lookups that arrive together are one statement (see `StatementBatches`). */
const sessionViewerBatches = preparedOn(
  (db) =>
    new StatementBatches({
      name: 'session_viewers',
      keyOf: (token: string) => token,
      async run(tokens) {
        const rows = await sessionViewersQuery(db).execute({ tokens });
        const byToken = new Map(rows.map(({ token, ...viewer }) => [token, viewer]));
        return tokens.map((token) => byToken.get(token) ?? null);
      },
    }),
);

/**
 * The user of a live session with their permissions: an indexed lookup by token, shared with
 * the lookups arriving at the same time, so a signed-in request needs no further read to know
 * who calls and what they may do.
 */
export function findSessionViewer(db: Database, token: string) {
  return sessionViewerBatches(db).submit(token);
}

/**
 * Whether a session of the user is still live, or else why it ended: it is kept but past its
 * end (expired), it is gone while its user is not (signed out, or revoked by a password reset),
 * or it went with its account.
 */
export async function sessionState(db: Database, sessionId: string, userId: string): Promise<'live' | SessionEndReason> {
  const [row] = await db
    .select({ kept: sql<boolean>`${session.id} is not null`, live: sql<boolean>`coalesce(${session.expiresAt} > now(), false)` })
    .from(user)
    .leftJoin(session, and(eq(session.userId, user.id), eq(session.id, sessionId)))
    .where(eq(user.id, userId));
  if (!row) return 'account_deleted';
  if (row.live) return 'live';
  return row.kept ? 'expired' : 'signed_out';
}
