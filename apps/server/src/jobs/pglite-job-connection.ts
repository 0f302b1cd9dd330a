import { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's connection to the embedded database. pg-boss sends two kinds of text: single
 * statements with parameters (fetch, insert, complete), and scripts without parameters that hold
 * several statements, some wrapped in BEGIN … COMMIT under an advisory lock (its schema and
 * maintenance). The statements are planned each time, as the PostgreSQL driver sends them: a
 * queue's table starts empty and takes thousands of jobs in a minute, and a fetch kept with the
 * plan of an empty table sorted every waiting job each time (up to 2 s out of 10,000). PGlite's
 * `query` takes one statement only, so scripts go through `exec`, and the last statement's rows
 * are the answer, as the `pg` driver gives them for a single statement.
 */
export function pgliteJobConnection(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // PGlite's own `query`, which parses and plans a statement each time it runs, where the
      // app's client keeps every statement with the plan of its first run (decision 0019).
      if (values?.length) return PGlite.prototype.query.call(client, text, values);
      try {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (error) {
        // PGlite is the app's only connection: a script that failed inside its own BEGIN must not
        // leave that connection in an aborted transaction for the next request.
        if (client.isInTransaction()) await client.exec('rollback');
        throw error;
      }
    },
  };
}
