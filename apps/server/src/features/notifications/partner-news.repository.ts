import { sql } from 'drizzle-orm';
import { partnerNotificationKinds, type PartnerNotificationKind, type ReminderChannel } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';

/**
 * One piece of partnership news to send beyond the bell: the bell notification it comes from
 * (whose id makes sending it once-only), whom it is for, what it says, and the channels its
 * receiver chose. It carries all it says, so a notification trimmed from the bell meanwhile is
 * still sent as it was.
 */
export interface PartnerNews {
  notificationId: string;
  userId: string;
  kind: PartnerNotificationKind;
  challengeId: string | null;
  actorId: string | null;
  points: number | null;
  note: string | null;
  channels: ReminderChannel[];
}

export interface DueNewsQuery {
  now: Date;
  /** News older than this is no longer sent: the longest quiet hours hold it under a day. */
  windowSeconds: number;
  /** A claim older than this without delivery was abandoned (a crash) and may be taken over. */
  claimTimeoutSeconds: number;
  limit: number;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const PARTNER_KINDS = partnerNotificationKinds.join(',');

/**
 * The partnership news due at `now`, oldest first, in one statement: from the players who chose
 * e-mail or push for it (a partial index lists them), their bell's notifications of partnership
 * kinds that came since they turned that channel on and within the window, of a kind they have not
 * turned off, while their quiet hours (read in their zone) do not hold them, and neither sent
 * nor claimed by a sender that is still at it.
 */
export async function findDuePartnerNews(db: Executor, { now, windowSeconds, claimTimeoutSeconds, limit }: DueNewsQuery) {
  const result = await db.execute(sql`
    with receivers as (
      select s.user_id, s.partner_email_from, s.partner_push_from, s.partner_kinds_off
      from notification_settings s
      join profiles p on p.user_id = s.user_id
      cross join lateral (
        select (extract(hour from ${now}::timestamptz at time zone p.time_zone) * 60
              + extract(minute from ${now}::timestamptz at time zone p.time_zone))::int as minute) local
      where (s.partner_email_from is not null or s.partner_push_from is not null)
        and not (
          (s.quiet_start_minute < s.quiet_end_minute
            and local.minute >= s.quiet_start_minute and local.minute < s.quiet_end_minute)
          or (s.quiet_start_minute > s.quiet_end_minute
            and (local.minute >= s.quiet_start_minute or local.minute < s.quiet_end_minute)))
    )
    select n.id as "notificationId", n.user_id as "userId", n.kind, n.challenge_id as "challengeId",
           n.actor_id as "actorId", n.points, n.note,
           array_remove(array[
             case when r.partner_email_from <= n.created_at then 'email' end,
             case when r.partner_push_from <= n.created_at then 'push' end], null) as channels
    from receivers r
    join inbox_notifications n on n.user_id = r.user_id
      and n.created_at > ${now}::timestamptz - ${windowSeconds} * interval '1 second'
      and n.created_at >= least(r.partner_email_from, r.partner_push_from)
    where n.kind = any(string_to_array(${PARTNER_KINDS}, ','))
      and not n.kind = any(r.partner_kinds_off)
      and not exists (
        select 1 from partner_news_sent sent
        where sent.notification_id = n.id
          and (sent.delivered_at is not null
            or sent.claimed_at > ${now}::timestamptz - ${claimTimeoutSeconds} * interval '1 second'))
    order by n.created_at, n.id
    limit ${limit}
  `);
  return rowsOf<PartnerNews>(result);
}

/** News as rows of a statement, sent as one JSON parameter whatever their number. */
const newsRows = (alias: string, news: readonly Pick<PartnerNews, 'notificationId' | 'userId' | 'kind'>[]) =>
  sql`json_to_recordset(${JSON.stringify(
    news.map(({ notificationId, userId, kind }) => ({ notification_id: notificationId, user_id: userId, kind })),
  )}::json) as ${sql.raw(alias)}(notification_id uuid, user_id text, kind text)`;

/**
 * Claims news for this sender, in one statement: news nobody claimed, or whose claim was abandoned
 * without delivery, is now this sender's. Two senders racing for one meet at its key and only one
 * gets it back. News whose receiver turned its kind off since it was found, or who was deleted,
 * is not claimed, so not sent.
 */
export async function claimPartnerNews(db: Executor, news: readonly PartnerNews[], now: Date, claimTimeoutSeconds: number) {
  if (news.length === 0) return [];
  const result = await db.execute(sql`
    insert into partner_news_sent (notification_id, user_id, claimed_at)
    select wanted.notification_id, wanted.user_id, ${now}::timestamptz
    from ${newsRows('wanted', news)}
    join "user" u on u.id = wanted.user_id
    left join notification_settings s on s.user_id = wanted.user_id
    where not coalesce(wanted.kind = any(s.partner_kinds_off), false)
    on conflict (notification_id) do update set claimed_at = excluded.claimed_at
      where partner_news_sent.delivered_at is null
        and partner_news_sent.claimed_at <= ${now}::timestamptz - ${claimTimeoutSeconds} * interval '1 second'
    returning notification_id as "notificationId"`);
  return rowsOf<{ notificationId: string }>(result).map((row) => row.notificationId);
}

export async function markNewsDelivered(db: Executor, news: readonly PartnerNews[]): Promise<void> {
  if (news.length === 0) return;
  await db.execute(sql`
    update partner_news_sent set delivered_at = now()
    from ${newsRows('done', news)}
    where partner_news_sent.notification_id = done.notification_id`);
}

/** Gives up claims whose delivery failed, so the retry (or the next scan) may send them. */
export async function releaseNewsClaims(db: Executor, news: readonly PartnerNews[]): Promise<void> {
  if (news.length === 0) return;
  await db.execute(sql`
    delete from partner_news_sent
    using ${newsRows('failed', news)}
    where partner_news_sent.notification_id = failed.notification_id and partner_news_sent.delivered_at is null`);
}

/** Forgets what was sent before `before`: news that old is out of the window and never found again. */
export async function forgetSentNews(db: Executor, before: Date): Promise<void> {
  await db.execute(sql`delete from partner_news_sent where claimed_at < ${before}::timestamptz`);
}

/** The other side's profile name and the challenge's title, as a piece of news names them. */
export async function findNewsNames(db: Executor, actorId: string | null, challengeId: string | null) {
  const result = await db.execute(sql`
    select (select user_name from profiles where user_id = ${actorId}) as "otherName",
           (select title from challenges where id = ${challengeId}::uuid) as "challengeTitle"`);
  return rowsOf<{ otherName: string | null; challengeTitle: string | null }>(result)[0]!;
}
