import type { Database } from './database.js';

/**
 * A statement of the hot paths, prepared once per database and then only executed: drizzle
 * skips rebuilding its SQL on every request, and PostgreSQL keeps it parsed per connection.
 * `build` must take every per-request value as `sql.placeholder`, never as a captured value.
 */
export function preparedOn<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
