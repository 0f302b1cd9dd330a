import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { InboxKind } from '@gauntlet/core';
import { usersChangedBy } from '../../changes/changes.repository.js';
import type { Executor } from '../../db/database.js';
import { challenges, inboxNotifications, notificationSettings, partnerships, profiles, user } from '../../db/schema/index.js';

/**
 * A notification to add: whom it is for, what it says, the player's local day it is about (for a
 * kind shown once a day, null otherwise), its challenge, and for a partnership's notification who
 * acted, with the points and the reason they gave.
 */
export interface NewNotification {
  userId: string;
  kind: InboxKind;
  day: string | null;
  challengeId: string | null;
  actorId?: string | null;
  points?: number | null;
  note?: string | null;
}

/**
 * Adds notifications in one statement, at `now`. One already there (the same player, kind, day
 * and challenge) is left as it is, and so is one for a player deleted meanwhile, or of a kind its
 * player turned off. The same statement keeps each bell that got something to its newest `keep`,
 * and publishes `user.changed` for every player who got a new one, once the transaction commits,
 * so their open streams show the new unread count. Returns those players.
 */
export async function insertNotifications(db: Executor, notifications: readonly NewNotification[], now: Date, keep: number) {
  // An aliased column is referred to by its bare name, so each has a name no table has.
  const wanted = db
    .$with('wanted', {
      userId: sql<string>`wanted_user`.as('wanted_user'),
      kind: sql<string>`wanted_kind`.as('wanted_kind'),
      day: sql<string>`wanted_day`.as('wanted_day'),
      challengeId: sql<string | null>`wanted_challenge`.as('wanted_challenge'),
      actorId: sql<string | null>`wanted_actor`.as('wanted_actor'),
      points: sql<number | null>`wanted_points`.as('wanted_points'),
      note: sql<string | null>`wanted_note`.as('wanted_note'),
    })
    .as(
      sql`select * from json_to_recordset(${JSON.stringify(
        notifications.map(({ userId, kind, day, challengeId, actorId = null, points = null, note = null }) => ({
          wanted_user: userId,
          wanted_kind: kind,
          wanted_day: day,
          wanted_challenge: challengeId,
          wanted_actor: actorId,
          wanted_points: points,
          wanted_note: note,
        })),
      )}::json) as wanted(wanted_user text, wanted_kind text, wanted_day date, wanted_challenge uuid,
        wanted_actor text, wanted_points int, wanted_note text)`,
    );
  const added = db.$with('added').as(
    db
      .insert(inboxNotifications)
      .select(
        db
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            userId: wanted.userId,
            kind: wanted.kind,
            day: wanted.day,
            challengeId: wanted.challengeId,
            actorId: wanted.actorId,
            points: wanted.points,
            note: wanted.note,
            createdAt: sql<Date>`${now}::timestamptz`.as('created_at'),
            readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
          })
          .from(wanted)
          .innerJoin(user, eq(user.id, wanted.userId))
          .leftJoin(notificationSettings, eq(notificationSettings.userId, wanted.userId))
          .where(sql`not coalesce(${wanted.kind} = any(${notificationSettings.partnerKindsOff}), false)`),
      )
      .onConflictDoNothing()
      .returning({ userId: inboxNotifications.userId }),
  );
  const changed = db.$with('changed').as(
    db
      .select({ userId: added.userId, addedCount: sql<number>`count(*)`.as('added_count') })
      .from(added)
      .groupBy(added.userId),
  );
  // The statement does not see its own inserts, so of a bell that got n new rows it keeps the
  // newest keep - n older ones.
  const ranked = db
    .select({
      id: inboxNotifications.id,
      userId: inboxNotifications.userId,
      newest: sql<number>`row_number() over (partition by ${inboxNotifications.userId}
        order by ${inboxNotifications.createdAt} desc, ${inboxNotifications.id} desc)`.as('newest'),
    })
    .from(inboxNotifications)
    .where(inArray(inboxNotifications.userId, db.select({ userId: changed.userId }).from(changed)))
    .as('ranked');
  const trimmed = db.$with('trimmed').as(
    db
      .delete(inboxNotifications)
      .where(
        inArray(
          inboxNotifications.id,
          db
            .select({ id: ranked.id })
            .from(ranked)
            .innerJoin(changed, eq(changed.userId, ranked.userId))
            .where(gt(ranked.newest, sql`${keep} - ${changed.addedCount}`)),
        ),
      )
      .returning({ id: inboxNotifications.id }),
  );
  const bumped = usersChangedBy(db, changed);
  const rows = await db.with(wanted, added, changed, trimmed, bumped).select({ userId: bumped.userId }).from(bumped);
  return rows.map((row) => row.userId);
}

/** A player's newest notifications, with the title of the challenge each is about and the name of who acted. */
export function findNotifications(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: inboxNotifications.id,
      kind: inboxNotifications.kind,
      challengeId: challenges.id,
      challengeTitle: challenges.title,
      actorId: profiles.userId,
      actorName: profiles.userName,
      points: inboxNotifications.points,
      note: inboxNotifications.note,
      createdAt: inboxNotifications.createdAt,
      readAt: inboxNotifications.readAt,
    })
    .from(inboxNotifications)
    .leftJoin(challenges, eq(challenges.id, inboxNotifications.challengeId))
    .leftJoin(profiles, eq(profiles.userId, inboxNotifications.actorId))
    .where(eq(inboxNotifications.userId, userId))
    .orderBy(desc(inboxNotifications.createdAt), desc(inboxNotifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inboxNotifications)
    .where(and(eq(inboxNotifications.userId, userId), isNull(inboxNotifications.readAt)));
  return row?.count ?? 0;
}

/** Marks one of the player's notifications read, keeping the first time; false when the player has none with this id. */
export async function markRead(db: Executor, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(inboxNotifications)
    .set({ readAt: sql`coalesce(${inboxNotifications.readAt}, ${now}::timestamptz)` })
    .where(and(eq(inboxNotifications.id, id), eq(inboxNotifications.userId, userId)))
    .returning({ id: inboxNotifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(inboxNotifications)
    .set({ readAt: now })
    .where(and(eq(inboxNotifications.userId, userId), isNull(inboxNotifications.readAt)));
}

/** The player's live partner, who hears of what the player does, or null without one. */
export async function findLivePartnerId(db: Executor, playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ partnerId: partnerships.partnerId })
    .from(partnerships)
    .where(and(eq(partnerships.playerId, playerId), isNull(partnerships.endedAt)));
  return row?.partnerId ?? null;
}
