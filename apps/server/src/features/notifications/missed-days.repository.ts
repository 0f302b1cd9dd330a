import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** A player's day of an active challenge that ended without a check-in, for their partner's bell. */
export interface MissedDay {
  partnerId: string;
  playerId: string;
  challengeId: string;
  day: string;
}

/**
 * Records, in one statement, every live partnership whose player let yesterday (in the player's
 * own zone) pass without any check-in, and returns those it recorded: the day was one of an
 * active challenge with check-in goals, the partnership already existed when it ended, and the
 * partner has neither been told of that day yet nor turned this kind off. The whole next local
 * day finds it, so a scan the server missed (a restart) is caught up by the next; the record's
 * key returns each day once, however many scans or instances find it.
 */
export async function recordMissedDays(db: Executor, now: Date): Promise<MissedDay[]> {
  const result = await db.execute(sql`
    insert into missed_days_told (partner_id, player_id, challenge_id, day)
    select ps.partner_id, ps.player_id, c.id, d.day
    from partnerships ps
    join profiles p on p.user_id = ps.player_id
    join challenges c on c.user_id = ps.player_id and c.status = 'active'
    cross join lateral (select (${now}::timestamptz at time zone p.time_zone)::date - 1 as day) d
    left join notification_settings s on s.user_id = ps.partner_id
    where ps.ended_at is null
      and ps.started_at < (d.day + 1)::timestamp at time zone p.time_zone
      and d.day between (c.start_date at time zone c.time_zone)::date and (c.end_date at time zone c.time_zone)::date
      and exists (select 1 from goals g where g.challenge_id = c.id and g.grading_type = 'CheckIn')
      and not exists (select 1 from check_ins ci where ci.challenge_id = c.id and ci.day = d.day)
      and not coalesce('player_missed_day' = any(s.partner_kinds_off), false)
    on conflict do nothing
    returning partner_id as "partnerId", player_id as "playerId", challenge_id as "challengeId", day::text as day
  `);
  return (result as { rows: MissedDay[] }).rows;
}

/** Forgets the records of days before `day` (YYYY-MM-DD). */
export async function forgetMissedDaysBefore(db: Executor, day: string): Promise<void> {
  await db.execute(sql`delete from missed_days_told where day < ${day}::date`);
}
