import { eq } from 'drizzle-orm';
import { session } from '../src/db/schema/index.js';
import { sessionTokenReader } from '../src/http/session-cookie.js';
import { TEST_AUTH_SECRET, type TestServer, type TestUser } from './test-server.js';

const readSessionToken = sessionTokenReader(TEST_AUTH_SECRET);

/**
 * Moves the end of the session the user's cookie names, as time passing would: into the past
 * (expired) or to when it was last extended a while ago. Do it before the user's first read
 * through the server, which keeps the session in memory until the user changes.
 */
export async function setSessionEnd(server: TestServer, user: TestUser, expiresAt: Date): Promise<void> {
  const token = readSessionToken(user.cookie);
  if (!token) throw new Error(`no signed session cookie in ${user.cookie}`);
  await server.database.handle.db.update(session).set({ expiresAt }).where(eq(session.token, token));
}

/** The end of the session the user's cookie names. */
export async function sessionEnd(server: TestServer, user: TestUser): Promise<Date> {
  const token = readSessionToken(user.cookie);
  const [row] = await server.database.handle.db
    .select({ expiresAt: session.expiresAt })
    .from(session)
    .where(eq(session.token, token ?? ''));
  if (!row) throw new Error('the session is gone');
  return row.expiresAt;
}
