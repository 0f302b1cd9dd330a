import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** The schemas an installation's rows live in: the app's, drizzle's record of migrations, pg-boss's jobs. */
export const COPIED_SCHEMAS = ['public', 'drizzle', 'pgboss'];

async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface Table {
  /** `"schema"."table"`, quoted. */
  name: string;
  /** The columns a row is written with: all but generated ones, quoted. */
  columns: string[];
}

/**
 * The installation's tables, parents before the tables that refer to them. A partition is left
 * out: its rows are read and written through its partitioned table.
 */
export async function tablesInOrder(db: Database): Promise<Table[]> {
  const schemas = sql.join(
    COPIED_SCHEMAS.map((schema) => sql`${schema}`),
    sql`, `,
  );
  const found = await rows<{ oid: number; schema: string; name: string }>(
    db,
    sql`select c.oid::int as oid, n.nspname as schema, c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in (${schemas}) and c.relkind in ('r', 'p') and not c.relispartition
        order by n.nspname, c.relname`,
  );
  const references = await rows<{ child: number; parent: number }>(
    db,
    sql`select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f' and conrelid <> confrelid`,
  );
  const columns = await rows<{ oid: number; name: string }>(
    db,
    sql`select attrelid::int as oid, attname as name from pg_attribute
        where attnum > 0 and not attisdropped and attgenerated = '' order by attrelid, attnum`,
  );
  const ordered: typeof found = [];
  const placed = new Set<number>();
  const place = (table: (typeof found)[number], path: Set<number>) => {
    if (placed.has(table.oid) || path.has(table.oid)) return;
    path.add(table.oid);
    for (const { parent } of references.filter((reference) => reference.child === table.oid)) {
      const parentTable = found.find((candidate) => candidate.oid === parent);
      if (parentTable) place(parentTable, path);
    }
    placed.add(table.oid);
    ordered.push(table);
  };
  for (const table of found) place(table, new Set());
  return ordered.map((table) => ({
    name: `${quote(table.schema)}.${quote(table.name)}`,
    columns: columns.filter((column) => column.oid === table.oid).map((column) => quote(column.name)),
  }));
}

/** Rows per round trip: large enough to keep round trips few, small enough to keep memory flat. */
const BATCH = 2000;

/**
 * Copies a table's rows through JSON, which carries every type as its text form (timestamps to
 * the microsecond, bytea, arrays, jsonb) and so does not depend on the two servers' versions. The
 * source is read through a cursor in one transaction; identity columns keep their values.
 */
export async function copyTable(source: Database, target: Database, table: Table): Promise<number> {
  const columns = table.columns.join(', ');
  let copied = 0;
  await source.transaction(async (tx) => {
    await tx.execute(sql.raw(`declare copied no scroll cursor for select row_to_json(t)::text as row from ${table.name} t`));
    for (;;) {
      const batch = ((await tx.execute(sql.raw(`fetch ${BATCH} from copied`))) as { rows: { row: string }[] }).rows;
      if (batch.length === 0) break;
      const json = `[${batch.map((entry) => entry.row).join(',')}]`;
      await target.execute(
        sql`insert into ${sql.raw(table.name)} (${sql.raw(columns)}) overriding system value
            select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(table.name)}, ${json}::json)`,
      );
      copied += batch.length;
    }
    await tx.execute(sql.raw('close copied'));
  });
  return copied;
}

export async function countRows(db: Database, table: Table): Promise<number> {
  const [row] = await rows<{ count: number }>(db, sql.raw(`select count(*)::int as count from ${table.name}`));
  return row?.count ?? 0;
}

/** Sets the target's sequences where the source's stand, so new rows do not collide with copied ones. */
export async function copySequences(source: Database, target: Database): Promise<void> {
  const sequences = await rows<{ name: string; last_value: string | null }>(
    source,
    sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text from pg_sequences
        where last_value is not null`,
  );
  for (const sequence of sequences) {
    await target.execute(sql`select setval(${sequence.name}, ${sequence.last_value}::bigint, true)`);
  }
}
