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
 * Every live partnership whose player let yesterday (in the player's own zone) pass without any
 * check-in, in one statement: the day was one of an active challenge with check-in goals, the
 * partnership already existed when it ended, and the partner has neither heard of that day yet
 * nor turned this kind off. The whole next local day finds it, so a scan the server missed (a
 * restart) is caught up by the next; the bell's once-a-day key keeps it once either way.
 */
export async function findMissedDays(db: Executor, now: Date): Promise<MissedDay[]> {
  const result = await db.execute(sql`
    select ps.partner_id as "partnerId", ps.player_id as "playerId", c.id as "challengeId", d.day::text as day
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
      and not exists (
        select 1 from inbox_notifications n
        where n.user_id = ps.partner_id and n.kind = 'player_missed_day' and n.day = d.day and n.challenge_id = c.id)
  `);
  return (result as { rows: MissedDay[] }).rows;
}
