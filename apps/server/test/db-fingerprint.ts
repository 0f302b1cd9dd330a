import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';

/** Tables whose rows change by design on refused requests (attempt counters). */
const VOLATILE = new Set(['rate_limit', '__drizzle_migrations']);

/** A digest of every row of every table, to prove that a refused request changed nothing. */
export async function databaseFingerprint(db: Database): Promise<string> {
  const tables = (
    (await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as {
      rows: { table_name: string }[];
    }
  ).rows
    .map((row) => row.table_name)
    .filter((name) => !VOLATILE.has(name));
  const union = tables
    .map((name) => `select '${name}' as t, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${name}" r`)
    .join(' union all ');
  const result = (await db.execute(sql.raw(`select string_agg(t || ':' || h, ',' order by t) as digest from (${union}) s`))) as {
    rows: { digest: string }[];
  };
  return result.rows[0]!.digest;
}
