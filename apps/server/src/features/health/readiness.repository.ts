import { sql } from 'drizzle-orm';
import { MIGRATION_LOCK_ID, type Database } from '../../db/database.js';

export interface MigrationState {
  /** Another instance holds the migration lock: migrations are running. */
  migrating: boolean;
  /** How many migrations the database has had. */
  applied: number;
}

/**
 * Both in one transaction. The lock is only tried, and a transaction's lock goes with it, so
 * asking never holds up a migration.
 */
export async function findMigrationState(db: Database): Promise<MigrationState> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      select not pg_try_advisory_xact_lock(${MIGRATION_LOCK_ID}) as "migrating",
        (select count(*)::int from drizzle.__drizzle_migrations) as "applied"`)) as { rows: MigrationState[] };
    return rows[0]!;
  });
}
