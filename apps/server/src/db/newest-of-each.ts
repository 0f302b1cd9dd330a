import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A condition that keeps, for each key of a list, the rows `pick` chooses for it (its newest
 * few): `id in (… cross join lateral (pick(key)) …)`. One statement then reads the first page of
 * several owners at once, and each owner's page is still one walk down its own index that stops
 * after its limit, however long its history. `pick` selects the row's `id` only, for the key it
 * is given as SQL.
 */
export function newestOfEach(id: AnyColumn, keys: SQL, pick: (key: SQL) => SQL | { getSQL(): SQL }): SQL {
  return sql`${id} in (select picked.id from unnest(${keys}) as wanted(key) cross join lateral (${pick(sql`wanted.key`)}) as picked)`;
}
