import { sql, type WithSubquery } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { profileVersions } from '../db/schema/index.js';

/**
 * The NOTIFY channel every instance LISTENs on; the payload is the id of the user concerned. Its
 * name stays as it was when only profiles changed, so instances of an older release still hear it.
 */
export const CHANGES_CHANNEL = 'gauntlet_profile';

/** PostgreSQL's foreign_key_violation: the user's row went first. */
const USER_GONE = '23503';

/**
 * Bumps the user's version in the outbox and sends NOTIFY, in one statement. A user whose account
 * was deleted meanwhile (a request racing the deletion) has nothing left to announce.
 */
export async function bumpUserVersion(db: Executor, userId: string): Promise<void> {
  try {
    await db.execute(sql`
      with bumped as (
        insert into profile_versions (user_id, version) values (${userId}, 1)
        on conflict (user_id) do update set version = profile_versions.version + 1
        returning user_id
      )
      select pg_notify(${CHANGES_CHANNEL}, user_id) from bumped`);
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code !== USER_GONE) throw error;
  }
}

/**
 * The same bump and NOTIFY as part of a write's own statement: a CTE that bumps the version of
 * each user the CTE `written` returns (its user_id column) and notifies in its RETURNING, which
 * PostgreSQL computes for every row, as it runs a data-modifying CTE whether or not the
 * statement reads it. PostgreSQL lets one notifying commit through at a time, disk flush
 * included, so only a write whose statement serves many requests at once does this (the
 * check-ins that arrive together).
 */
export function usersChangedBy(db: Executor, written: WithSubquery) {
  return db.$with('version_bumped', { userId: profileVersions.userId }).as(sql`
    insert into ${profileVersions} (user_id, version) select user_id, 1 from ${written}
    on conflict (user_id) do update set version = ${profileVersions}.version + 1
    returning user_id, pg_notify(${CHANGES_CHANNEL}, user_id)`);
}

/** Sends NOTIFY alone: every instance forgets what it keeps of the user and looks at the user's streams again. */
export async function notifyUser(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${userId})`);
}
