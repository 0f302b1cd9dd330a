import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { migrationsFolder } from '../locations.js';

interface Journal {
  entries: { when: number; tag: string }[];
}

/**
 * The latest migration applied to the database, by its tag (`0024_partner_goals`): drizzle records
 * each applied migration with its journal entry's time, which names it.
 */
export async function schemaVersion(db: Database): Promise<string> {
  const {
    rows: [record],
  } = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`)) as {
    rows: { found: boolean }[];
  };
  if (!record?.found) return 'none';
  const { rows } = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as { rows: { created_at: string | number }[] };
  const applied = rows[0]?.created_at;
  if (applied === undefined) return 'none';
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries.find((entry) => entry.when === Number(applied))?.tag ?? `unknown-${applied}`;
}
