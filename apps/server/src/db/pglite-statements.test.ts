import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteKeepingStatements } from './pglite-statements.js';

const SCHEMA = `
  create table things (id serial primary key, name text unique not null, at timestamptz, tags text[], data jsonb, score float8);
  insert into things (name, at, tags, data, score) values
    ('a', '2026-01-02T03:04:05Z', '{x,y}', '{"k": 1}', 1.5), ('b', null, '{}', null, null);`;

/** The statements the session keeps, with how often each ran on a custom and on a generic plan. */
async function kept(db: PGlite) {
  const { rows } = await db.query<{ statement: string; custom_plans: number; generic_plans: number }>(
    'select statement, custom_plans::int, generic_plans::int from pg_prepared_statements',
  );
  return rows;
}

describe('PGlite keeping its statements', () => {
  let db: PgliteKeepingStatements;
  let plain: PGlite;

  beforeAll(async () => {
    db = new PgliteKeepingStatements();
    plain = new PGlite();
    await Promise.all([db.exec(SCHEMA), plain.exec(SCHEMA)]);
  });
  afterAll(async () => {
    await Promise.all([db.close(), plain.close()]);
  });

  it.each([
    ['select * from things order by id', [], undefined],
    ['select * from things where name = $1 and at < $2', ['a', new Date('2027-01-01')], undefined],
    ['select name, tags, data from things where tags && $1 or data @> $2', [['y'], { k: 1 }], { rowMode: 'array' as const }],
    ['select $1::int + 1 as n, $2::text is null as missing', [41, null], { parsers: { 23: (text: string) => `int:${text}` } }],
    ['update things set score = score where score is null', [], undefined],
  ])('answers %s as PGlite itself does', async (text, params, options) => {
    const expected = await plain.query(text, params, options);
    expect(await db.query(text, params, options)).toEqual(expected);
    expect(await db.query(text, params, options)).toEqual(expected);
  });

  it('parses a statement once and runs it on a kept plan', async () => {
    const text = 'select name from things where id = $1';
    for (let id = 0; id < 10; id++) await db.query(text, [id]);
    const [statement] = (await kept(db)).filter((row) => row.statement === text);
    expect(statement!.custom_plans + statement!.generic_plans).toBe(10);
    expect(statement!.generic_plans).toBeGreaterThan(0);
  });

  it('keeps a bounded number of statements, closing the least recently used', async () => {
    const hot = 'select count(*) from things where id > $1';
    await db.query(hot, [0]);
    for (let n = 0; n < 320; n++) {
      await db.query(`select ${n} as n`);
      if (n % 100 === 0) await db.query(hot, [0]);
    }
    await db.query('select 1 as last');
    const statements = await kept(db);
    expect(statements.length).toBeLessThanOrEqual(301);
    expect(statements.map((row) => row.statement)).toContain(hot);
    expect(statements.map((row) => row.statement)).not.toContain('select 0 as n');
    expect(db.keptStatements).toBeLessThanOrEqual(300);
  });

  it('reports a failed statement with its code and goes on', async () => {
    const insert = 'insert into things (name) values ($1)';
    await db.query(insert, ['c']);
    await expect(db.query(insert, ['c'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(db.query('select nonsense from')).rejects.toMatchObject({ code: '42601' });
    expect((await db.query('select count(*)::int as n from things where name = $1', ['c'])).rows).toEqual([{ n: 1 }]);
  });

  it('parses a kept statement again when its table changed its columns', async () => {
    await db.exec('create table shapes (a int); insert into shapes values (1)');
    expect((await db.query('select * from shapes')).rows).toEqual([{ a: 1 }]);
    await db.exec('alter table shapes add column b text');
    expect((await db.query('select * from shapes')).rows).toEqual([{ a: 1, b: null }]);
  });

  it('runs kept statements in a transaction, and a query from outside waits for its end', async () => {
    const count = 'select count(*)::int as n from things where name like $1';
    let outside: Promise<{ rows: unknown[] }> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['tx-1']);
      outside = db.query(count, ['tx-%']);
      await tx.query('insert into things (name) values ($1)', ['tx-2']);
      expect((await tx.query(count, ['tx-%'])).rows).toEqual([{ n: 2 }]);
    });
    expect((await outside!).rows).toEqual([{ n: 2 }]);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['tx-3']);
        await tx.query('insert into things (name) values ($1)', ['tx-3']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query(count, ['tx-%'])).rows).toEqual([{ n: 2 }]);
  });
});
