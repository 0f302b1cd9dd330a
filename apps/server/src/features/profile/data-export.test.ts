import { sql, type SQL } from 'drizzle-orm';
import { defaultNotificationSettings, notificationsApi } from '@gauntlet/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDay,
  challengesApi,
  externalApi,
  partnerRequestsApi,
  profileApi,
  routinesApi,
  slideshowApi,
  taggerApi,
} from '@gauntlet/core';
import { KEYHOLDER, pair } from '../../../test/pairing.js';
import { makeJpeg, multipart } from '../../../test/uploads.js';
import { sendPartnerNews } from '../notifications/partner-news-sending.service.js';
import { sendReminders } from '../notifications/reminders.service.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

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

/** A user who has touched every part of the product once. */
async function busyUser(): Promise<TestUser> {
  const user = await server.signUp();
  await server.call(slideshowApi.saveDeck, {
    body: {
      entries: [{ slideId: 'pushups-10', rewardCost: 1, punishmentCost: 0, quantity: 1 }],
    },
    as: user,
  });
  // A partner of the user's own, who is nobody else's: the partnership and its log are both theirs.
  // They approve a cancel, and the user asks for one and withdraws it: the request is kept. The
  // partner turned off hearing of the user's challenge, so their bell holds nothing of the user.
  const partner = await server.signUp();
  const quiet = {
    ...defaultNotificationSettings.partner,
    player_asked_to_cancel: false,
    player_checked_in: false,
    player_finished: false,
  };
  const muted = await server.call(notificationsApi.saveSettings, {
    body: { ...defaultNotificationSettings, partner: quiet },
    as: partner,
  });
  expect(muted.statusCode).toBe(200);
  await pair(server, user, partner, KEYHOLDER);
  const challenge = await server.call(challengesApi.submit, {
    body: {
      title: 'Everything',
      description: 'Once',
      partnerApproves: true,
      partnerConfirms: 'count',
      durationDays: 1,
      goals: [
        { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 },
        { category: 'External', metric: 'ext-reading', gradingType: 'External', goalValue: 60 },
        { category: 'House', metric: 'clean-days', gradingType: 'Manual', goalValue: 0 },
      ],
    },
    as: user,
  });
  expect(challenge.statusCode).toBe(200);
  expect((await server.call(partnerRequestsApi.ask, { body: { reason: 'Done for now' }, as: user })).statusCode).toBe(200);
  expect((await server.call(partnerRequestsApi.withdraw, { as: user })).statusCode).toBe(200);
  const readingGoal = challenge.json().goals[1].id as string;
  expect((await server.call(externalApi.token, { body: { goalId: readingGoal }, as: user })).statusCode).toBe(200);
  // The manual goal's "Completed" waits for the partner, who confirms the user's goals.
  const switched = await server.call(challengesApi.manualGrade, {
    params: { metric: 'clean-days' },
    body: { completed: true },
    as: user,
  });
  expect(switched.statusCode).toBe(200);
  const checkIn = () => server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user });
  expect((await checkIn()).statusCode).toBe(200);
  const undo = {
    params: { metric: 'work-out-days' },
    body: { day: calendarDay(new Date(), challenge.json().timeZone) },
    as: user,
  };
  expect((await server.call(challengesApi.undoCheckIn, undo)).statusCode).toBe(200);
  expect((await checkIn()).statusCode).toBe(200);
  expect((await server.call(challengesApi.finish, { body: {}, as: user })).statusCode).toBe(200);
  const offers = (await server.call(challengesApi.challenge, { params: { challengeId: 'punishment' }, as: user })).json()
    .offers as { metric: string }[];
  expect((await server.call(challengesApi.pick, { body: { metric: offers[0]!.metric }, as: user })).statusCode).toBe(200);
  expect(
    (await server.call(slideshowApi.draw, { body: { drawId: crypto.randomUUID(), slideId: 'pushups-10' }, as: user })).statusCode,
  ).toBe(200);
  const routine = await server.call(routinesApi.create, {
    body: {
      name: 'Leg day',
      description: 'Squats first',
      frequency: '3x-week',
      exercises: [{ name: 'Squat', sets: 3, reps: 8, weight: 60 }],
    },
    as: user,
  });
  expect(routine.statusCode).toBe(200);
  const session = { sessionId: crypto.randomUUID(), score: 7 };
  expect(
    (await server.call(routinesApi.finishSession, { params: { routineId: routine.json().routineId }, body: session, as: user }))
      .statusCode,
  ).toBe(200);
  expect(
    (await server.call(taggerApi.saveFavourite, { body: { postId: 7, url: 'https://static.example/7.png' }, as: user }))
      .statusCode,
  ).toBe(200);
  const image = makeJpeg(16, 16, () => [200, 40, 40]);
  const upload = await server.call(taggerApi.upload, { ...multipart('frame.jpg', image), as: user });
  expect(upload.statusCode).toBe(200);
  const avatar = await server.call(profileApi.uploadAvatar, { ...multipart('me.jpg', image), as: user });
  expect(avatar.statusCode).toBe(200);
  const settings = { ...defaultNotificationSettings, dailyCheckInTime: '07:30' };
  expect((await server.call(notificationsApi.saveSettings, { body: settings, as: user })).statusCode).toBe(200);
  // A reminder sent by the scheduler's own sending, which also puts it in the bell.
  const reminder = { userId: user.userId, kind: 'last_day' as const, day: '2026-01-05', channels: [], challengeId: null };
  await sendReminders(server.database.handle.db, [reminder], async () => undefined);
  // A partnership's news sent beyond the bell, by the same sending.
  const news = {
    notificationId: crypto.randomUUID(),
    userId: user.userId,
    kind: 'partner_accepted' as const,
    challengeId: null,
    actorId: null,
    points: null,
    note: null,
    channels: [],
  };
  await sendPartnerNews(server.database.handle.db, [news], async () => undefined);
  // A browser subscribed to pushes, written directly: subscribing through the API resolves the push service's name.
  await server.database.handle.db.execute(
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${user.userId}, ${`https://push.example.com/${user.userId}`}, 'BPublicKey', 'secret')`,
  );
  return user;
}

describe('download my data', () => {
  it('holds every row of every table that keeps something of the user, and nothing of anyone else', async () => {
    const user = await busyUser();
    const other = await busyUser();
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
