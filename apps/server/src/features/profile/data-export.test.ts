import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileApi } from '@gauntlet/core';
import { busyUser } from '../../../test/busy-user.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function rows<Row>(query: SQL): Promise<Row[]> {
  return ((await server.database.handle.db.execute(query)) as { rows: Row[] }).rows;
}

/** Columns a file must never give back: credentials, session tokens, the nonces of issued tokens, push secrets. */
const SECRET_COLUMNS: Record<string, string[]> = {
  account: ['password', 'access_token', 'refresh_token', 'id_token'],
  session: ['token'],
  external_tokens: ['nonce'],
  push_subscriptions: ['auth'],
  partner_invites: ['code_hash'],
};

const camel = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The tables that hold a user's rows, read from the database's own catalogue: "user", every table
 * with a foreign key to it, and every table that hangs off one of those without a user column. A
 * row is the user's through any of its keys: a partnership is its player's and its partner's.
 */
async function userOwnedTables(): Promise<Map<string, (userId: string) => SQL>> {
  const links = await rows<{ child: string; column: string; parent: string; parent_column: string }>(sql`
    select c.conrelid::regclass::text as child, a.attname as column,
           c.confrelid::regclass::text as parent, pa.attname as parent_column
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace`).then((found) =>
    found.map((link) => ({ ...link, child: link.child.replace(/"/g, ''), parent: link.parent.replace(/"/g, '') })),
  );
  const ownedNames = new Set(['user']);
  for (let grew = true; grew;) {
    grew = false;
    for (const link of links) {
      if (ownedNames.has(link.child) || !ownedNames.has(link.parent)) continue;
      ownedNames.add(link.child);
      grew = true;
    }
  }
  // Uploads outlive their account until their files are gone, so no key ties them to the user.
  const unkeyed = new Set(['video_uploads']);
  for (const table of unkeyed) ownedNames.add(table);
  const ownedBy = (table: string, userId: string): SQL => {
    if (table === 'user') return sql`id = ${userId}`;
    if (unkeyed.has(table)) return sql`user_id = ${userId}`;
    const keys = links
      .filter((link) => link.child === table && ownedNames.has(link.parent) && link.parent !== table)
      .map((link) =>
        link.parent === 'user'
          ? sql`${sql.identifier(link.column)} = ${userId}`
          : sql`${sql.identifier(link.column)} in (select ${sql.identifier(link.parent_column)} from ${sql.identifier(link.parent)} where ${ownedBy(link.parent, userId)})`,
      );
    return sql`(${sql.join(keys, sql` or `)})`;
  };
  return new Map([...ownedNames].map((table) => [table, (userId: string) => ownedBy(table, userId)]));
}

describe('download my data', () => {
  it('holds every row of every table that keeps something of the user, and nothing of anyone else', async () => {
    const user = await busyUser(server);
    const other = await busyUser(server);
    const response = await server.call(profileApi.export, { as: user });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const { tables, profile } = response.json<{
      tables: Record<string, Record<string, unknown>[]>;
      profile: { email: string; profilePicture: string | null };
    }>();
    expect(profile.email).toBe(user.email);

    const owned = await userOwnedTables();
    expect(Object.keys(tables).sort()).toEqual([...owned.keys()].sort());
    for (const [table, ownedBy] of owned) {
      const stored = await rows<Record<string, unknown>>(
        sql`select * from ${sql.identifier(table)} where ${ownedBy(user.userId)}`,
      );
      const exported = tables[table]!;
      expect(stored.length, `${table} has rows of the user`).toBeGreaterThan(0);
      expect(exported, `${table} is exported whole`).toHaveLength(stored.length);
      const secret = SECRET_COLUMNS[table] ?? [];
      const columns = await rows<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
      );
      const shown = columns.map((column) => column.column_name).filter((column) => !secret.includes(column));
      for (const row of exported) {
        expect(Object.keys(row).sort(), `${table} shows every column but its secrets`).toEqual(shown.map(camel).sort());
        if ('userId' in row) expect(row.userId).toBe(user.userId);
      }
    }
    expect(JSON.stringify(tables)).not.toContain(other.userId);
    const avatar = await server.request({ method: 'GET', url: profile.profilePicture!, as: user });
    expect(Buffer.from(tables.avatars![0]!.image as string, 'base64')).toEqual(avatar.rawPayload);
  });

  it('is refused to a guest', async () => {
    const response = await server.call(profileApi.export);
    expect(response.statusCode).toBe(401);
  });
});
