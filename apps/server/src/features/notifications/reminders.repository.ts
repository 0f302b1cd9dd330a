import { sql } from 'drizzle-orm';
import type { ReminderChannel, ReminderKind } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import type { SettingsRow } from './notifications.repository.js';

/**
 * One reminder to send: its identity (player, kind, the local day it is about), its channels and
 * the challenge it is about (none for punishment points waiting).
 */
export interface Reminder {
  userId: string;
  kind: ReminderKind;
  day: string;
  channels: ReminderChannel[];
  challengeId: string | null;
}

/** Players by id, after `after` up to and with `upTo`. */
export interface PlayerSlice {
  after: string;
  upTo: string;
}

export interface DueQuery {
  now: Date;
  defaults: SettingsRow;
  /** The morning reminders' local time, as core's MORNING, in minutes. */
  morningMinute: number;
  /** A claim older than this without delivery was abandoned (a crash) and may be taken over. */
  claimTimeoutSeconds: number;
  players: PlayerSlice;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The id that ends the slice of the next `size` players after `after`, in id order (the last
 * player's, when fewer remain); null when no player comes after `after`. An index-only scan.
 */
export async function sliceEnd(db: Executor, after: string, size: number): Promise<string | null> {
  const result = await db.execute(sql`
    select coalesce(
      (select user_id from profiles where user_id > ${after} order by user_id offset ${size - 1} limit 1),
      (select max(user_id) from profiles where user_id > ${after})) as "upTo"`);
  return rowsOf<{ upTo: string | null }>(result)[0]!.upTo;
}

/**
 * Every reminder due at `now` for a slice of the players, as core's `dueReminders` decides for
 * one: the candidate days of each kind (daily: today and yesterday, whose reminder quiet hours
 * may have held past midnight; the challenge's last day, one and four days after it; two days
 * after the last challenge closed), held past quiet hours, read in the player's zone, due from
 * that instant to the end of its local day, on a channel the player chose, and neither delivered
 * nor claimed by a sender that is still at it. One statement for the whole slice.
 */
export async function findDueReminders(db: Executor, { now, defaults, morningMinute, claimTimeoutSeconds, players }: DueQuery) {
  const result = await db.execute(sql`
    with players as (
      select p.user_id, p.time_zone as zone, p.punishment_points,
             coalesce(s.email_kinds, string_to_array(${defaults.emailKinds.join(',')}, ',')) as email_kinds,
             coalesce(s.push_kinds, string_to_array(${defaults.pushKinds.join(',')}, ',')) as push_kinds,
             coalesce(s.daily_check_in_minute, ${defaults.dailyCheckInMinute}) as daily_minute,
             coalesce(s.quiet_start_minute, ${defaults.quietStartMinute}) as quiet_start,
             coalesce(s.quiet_end_minute, ${defaults.quietEndMinute}) as quiet_end,
             (${now}::timestamptz at time zone p.time_zone)::date as today
      from profiles p
      left join notification_settings s on s.user_id = p.user_id
      where p.user_id > ${players.after} and p.user_id <= ${players.upTo}
    ),
    candidates as (
      select pl.*, 'daily_check_in' as kind, d.day, pl.daily_minute as minute, c.id as challenge_id
      from players pl
      join challenges c on c.user_id = pl.user_id and c.status = 'active'
      cross join lateral (values (pl.today), (pl.today - 1)) as d(day)
      where d.day between (c.start_date at time zone c.time_zone)::date and (c.end_date at time zone c.time_zone)::date
        and exists (
          select 1 from goals g
          where g.challenge_id = c.id and g.grading_type = 'CheckIn'
            and not exists (select 1 from check_ins ci where ci.challenge_id = c.id and ci.metric = g.metric and ci.day = d.day))
      union all
      select pl.*, k.kind, (c.end_date at time zone c.time_zone)::date + k.after, ${morningMinute}, c.id
      from players pl
      join challenges c on c.user_id = pl.user_id and c.status = 'active'
      cross join (values ('last_day', 0), ('ended_unfinished', 1), ('ended_unfinished', 4)) as k(kind, after)
      union all
      select pl.*, 'punishment_waiting', (closed.at at time zone pl.zone)::date + 2, ${morningMinute}, null::uuid
      from players pl
      cross join lateral (
        select max(coalesce(c.finished_at, c.end_date)) as at from challenges c where c.user_id = pl.user_id
      ) as closed
      where pl.punishment_points > 0 and closed.at is not null
        and not exists (select 1 from challenges c where c.user_id = pl.user_id and c.status = 'active')
    ),
    held as (
      select user_id, zone, email_kinds, push_kinds, kind, day, challenge_id,
             case
               when quiet_start < quiet_end and minute >= quiet_start and minute < quiet_end then day
               when quiet_start > quiet_end and minute >= quiet_start then day + 1
               when quiet_start > quiet_end and minute < quiet_end then day
               else day
             end as held_day,
             case
               when quiet_start < quiet_end and minute >= quiet_start and minute < quiet_end then quiet_end
               when quiet_start > quiet_end and (minute >= quiet_start or minute < quiet_end) then quiet_end
               else minute
             end as held_minute
      from candidates
      where kind = any(email_kinds || push_kinds) and day between today - 1 and today
    )
    select h.user_id as "userId", h.kind, h.day::text as day,
           array_remove(array[
             case when h.kind = any(h.email_kinds) then 'email' end,
             case when h.kind = any(h.push_kinds) then 'push' end], null) as channels,
           h.challenge_id as "challengeId"
    from held h
    where (h.held_day + h.held_minute * interval '1 minute') at time zone h.zone <= ${now}::timestamptz
      and (${now}::timestamptz at time zone h.zone)::date = h.held_day
      and not exists (
        select 1 from reminders_sent r
        where r.user_id = h.user_id and r.kind = h.kind and r.day = h.day
          and (r.delivered_at is not null or r.claimed_at > ${now}::timestamptz - ${claimTimeoutSeconds} * interval '1 second'))
  `);
  return rowsOf<Reminder>(result);
}

/** Reminders' identities as rows of a statement, sent as one JSON parameter whatever their number. */
const identities = (alias: string, reminders: readonly Pick<Reminder, 'userId' | 'kind' | 'day'>[]) =>
  sql`json_to_recordset(${JSON.stringify(reminders.map(({ userId, kind, day }) => ({ user_id: userId, kind, day })))}::json)
    as ${sql.raw(alias)}(user_id text, kind text, day date)`;

/**
 * Claims reminders for this sender, in one statement: a reminder nobody claimed, or whose claim
 * was abandoned without delivery, is now this sender's. Two senders racing for one reminder meet
 * at its key and only one gets it back; a player deleted meanwhile is skipped.
 */
export async function claimReminders(db: Executor, reminders: readonly Reminder[], now: Date, claimTimeoutSeconds: number) {
  const result = await db.execute(sql`
    insert into reminders_sent (user_id, kind, day, claimed_at)
    select wanted.user_id, wanted.kind, wanted.day, ${now}::timestamptz
    from ${identities('wanted', reminders)}
    join "user" u on u.id = wanted.user_id
    on conflict (user_id, kind, day) do update set claimed_at = excluded.claimed_at
      where reminders_sent.delivered_at is null
        and reminders_sent.claimed_at <= ${now}::timestamptz - ${claimTimeoutSeconds} * interval '1 second'
    returning user_id as "userId", kind, day::text as day`);
  return rowsOf<Pick<Reminder, 'userId' | 'kind' | 'day'>>(result);
}

export async function markDelivered(db: Executor, reminders: readonly Reminder[]): Promise<void> {
  if (reminders.length === 0) return;
  await db.execute(sql`
    update reminders_sent set delivered_at = now()
    from ${identities('done', reminders)}
    where reminders_sent.user_id = done.user_id and reminders_sent.kind = done.kind and reminders_sent.day = done.day`);
}

/** Gives up claims whose delivery failed, so the retry (or the next scheduler run) may send them. */
export async function releaseClaims(db: Executor, reminders: readonly Reminder[]): Promise<void> {
  if (reminders.length === 0) return;
  await db.execute(sql`
    delete from reminders_sent
    using ${identities('failed', reminders)}
    where reminders_sent.user_id = failed.user_id and reminders_sent.kind = failed.kind
      and reminders_sent.day = failed.day and reminders_sent.delivered_at is null`);
}

/** Forgets the records of reminders for days before `day` (YYYY-MM-DD). */
export async function forgetRemindersBefore(db: Executor, day: string): Promise<void> {
  await db.execute(sql`delete from reminders_sent where day < ${day}::date`);
}
