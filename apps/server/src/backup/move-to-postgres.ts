import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../db/database.js';
import { startJobQueue, stopJobQueue } from '../jobs/job-queue.js';
import { checkInvariants } from '../ledger/invariants.js';
import { serverAnswers } from './control-socket.js';
import { pgdataOf } from './installation.js';
import { relationsIn } from './restore.js';
import { schemaVersion } from './schema-version.js';
import { copySequences, copyTable, countRows, tablesInOrder } from './table-copy.js';

/** A move that was not attempted, with what the operator can do about it. */
export class MoveRefused extends Error {}

export interface MoveReport {
  schemaVersion: string;
  tables: { name: string; source: number; target: number }[];
  /** What breaks the ledger's invariants on each side (none when all holds). */
  sourceProblems: string[];
  targetProblems: string[];
}

/** The schemas as a server's start leaves them: every migration, and pg-boss's tables. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  const queue = await startJobQueue(handle.jobConnection, { schedule: false, onError: () => undefined });
  await stopJobQueue(queue);
}

const QUEUE_TABLE = '"pgboss"."queue"';

/**
 * pg-boss keeps each queue's jobs in a partition that its `create_queue` makes with the queue's
 * row, so queues are made by it, dead-letter queues before those that name them.
 */
async function createQueues(source: Database, target: Database): Promise<void> {
  const { rows } = (await source.execute(
    sql`select name, dead_letter, json_build_object('policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay,
          'retryBackoff', retry_backoff, 'expireInSeconds', expire_seconds, 'retentionMinutes', retention_minutes,
          'deadLetter', dead_letter)::text as options
        from pgboss.queue order by dead_letter is not null, name`,
  )) as { rows: { name: string; options: string }[] };
  for (const queue of rows) await target.execute(sql`select pgboss.create_queue(${queue.name}, ${queue.options}::json)`);
}

/**
 * Copies the embedded database of DATA_DIR into the empty PostgreSQL database at `databaseUrl`:
 * the target gets its schema from the migrations and pg-boss, as a server starting on it would,
 * then every row of the source; then every table's rows are counted on both sides and the
 * ledger's invariants checked on both. The server must be stopped, so no write comes after the copy.
 */
export async function moveToPostgres(dataDir: string, databaseUrl: string): Promise<MoveReport> {
  if (await serverAnswers(dataDir)) {
    throw new MoveRefused(`A server is running on ${dataDir}: stop it first, so that no write comes after the copy.`);
  }
  const pgdata = pgdataOf({ dataDir });
  if (!fs.existsSync(pgdata)) throw new MoveRefused(`There is no embedded database in ${pgdata}.`);
  const occupied = await relationsIn(databaseUrl);
  if (occupied.length > 0) {
    throw new MoveRefused(`DATABASE_URL's database is not empty (${occupied.join(', ')}): the move needs an empty database.`);
  }
  const source = await openPglite(pgdata);
  try {
    const target = await openPostgres(databaseUrl);
    try {
      await prepare(source);
      await prepare(target);
      await createQueues(source.db, target.db);
      const tables = await tablesInOrder(source.db);
      const copied = tables.filter((table) => table.name !== QUEUE_TABLE);
      // What the preparation wrote (drizzle's record, pg-boss's version) comes from the source instead.
      await target.db.execute(sql.raw(`truncate ${copied.map((table) => table.name).join(', ')}`));
      for (const table of copied) await copyTable(source.db, target.db, table);
      await copySequences(source.db, target.db);
      const counts = [];
      for (const table of tables) {
        counts.push({ name: table.name, source: await countRows(source.db, table), target: await countRows(target.db, table) });
      }
      return {
        schemaVersion: await schemaVersion(target.db),
        tables: counts,
        sourceProblems: await checkInvariants(source.db),
        targetProblems: await checkInvariants(target.db),
      };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
