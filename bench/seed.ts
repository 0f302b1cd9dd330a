import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SESSION_EXPIRES_IN_SECONDS, type Auth } from '../apps/server/src/auth/auth.js';
import type { Database } from '../apps/server/src/db/database.js';
import { partnerPresets } from '../packages/core/src/index.js';

export const BENCH_PASSWORD = 'bench-password-1';

export interface Identity {
  userId: string;
  email: string;
  cookie: string;
}

/** The cookie better-auth expects: the session token and its HMAC-SHA-256 signature. */
function sessionCookie(token: string, secret: string): string {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Seeds `users` accounts in bulk with SQL (one shared password hash, a session each, an active
 * one-week challenge on its fourth day with a check-in goal, its metric and the first two days'
 * check-ins), far faster than signing up one by one.
 */
export async function seed(db: Database, auth: Auth, secret: string, users: number): Promise<Identity[]> {
  const hash = await (await auth.$context).password.hash(BENCH_PASSWORD);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select gen_random_uuid()::text, 'bench' || i, 'bench' || i || '@example.com', false, now(), now()
    from generate_series(1, ${users}) as i`);
  await db.execute(sql`
    insert into profiles (user_id, user_name, last_login, time_zone, show_in_recently_active)
    select id, name, now() - (substring(name from 6)::int || ' seconds')::interval, 'UTC', true from "user"`);
  await db.execute(sql`
    insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
    select gen_random_uuid()::text, id, 'credential', id, ${hash}, now(), now() from "user"`);
  await db.execute(sql`
    insert into session (id, expires_at, token, created_at, updated_at, user_id)
    select gen_random_uuid()::text, now() + ${SESSION_EXPIRES_IN_SECONDS} * interval '1 second', md5(random()::text || id), now(), now(), id from "user"`);
  await db.execute(sql`
    insert into challenges (user_id, title, description, start_date, end_date, time_zone, reward_points, punishment_points)
    select id, 'Bench week', 'Seeded', date_trunc('day', now()) - interval '3 days', date_trunc('day', now()) + interval '4 days' - interval '1 second', 'UTC', 8, 8
    from "user"`);
  await db.execute(sql`
    insert into goals (challenge_id, position, title, category, metric, grading_type, goal_value, start_value, reward_points, punishment_points)
    select id, 0, 'Exercise: Workout days', 'Exercise', 'work-out-days', 'CheckIn', 5, 0, 8, 8 from challenges`);
  await db.execute(sql`
    insert into metrics (user_id, metric, name, unit, current_value, last_updated)
    select id, 'work-out-days', 'Workout days', 'days', 2, now() - interval '2 days' from "user"`);
  // The challenge's first two days are checked in; yesterday and today are open. The check-ins
  // table then has the rows and statistics of a database in use: planned while empty, a lookup
  // in it would be a scan that grows with every check-in of the run.
  await db.execute(sql`
    insert into check_ins (user_id, challenge_id, metric, day, created_at)
    select user_id, id, 'work-out-days', (start_date + make_interval(days => d))::date, start_date + make_interval(days => d, hours => 12)
    from challenges, generate_series(0, 1) as d`);
  await db.execute(sql`
    insert into metric_changes (user_id, metric, value, created_at)
    select user_id, 'work-out-days', d + 1, start_date + make_interval(days => d, hours => 12)
    from challenges, generate_series(0, 1) as d`);
  // Every user who did anything has a profile version (each change bumps it).
  await db.execute(sql`insert into profile_versions (user_id, version) select id, 1 from "user"`);
  // As a database that has been running a while: statistics and visibility map up to date, so
  // autovacuum does not wake up in the middle of a measurement.
  await db.execute(sql`vacuum analyze`);
  const rows = (await db.execute(sql`
    select u.id as user_id, u.email, s.token from "user" u join session s on s.user_id = u.id`)) as {
    rows: { user_id: string; email: string; token: string }[];
  };
  return rows.rows.map((row) => ({ userId: row.user_id, email: row.email, cookie: sessionCookie(row.token, secret) }));
}

/**
 * Gives each of these seeded users a points history of `rows` rows, oldest first, every other
 * one a passed goal of their challenge (so a page joins challenges and goals as a real one does),
 * with running balances and the profile's balance at the end.
 */
export async function seedLedgers(db: Database, userIds: string[], rows: number): Promise<void> {
  const users = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into point_ledger (user_id, delta_reward_points, delta_punishment_points, reason, reference, goal_id,
      reward_balance, punishment_balance, created_at)
    select c.user_id, 1, 0,
      case when i % 2 = 0 then 'goal_passed' else 'punishment_reroll' end,
      case when i % 2 = 0 then c.id::text end,
      case when i % 2 = 0 then g.id end,
      i, 0, now() - ((${rows} - i) || ' seconds')::interval
    from challenges c join goals g on g.challenge_id = c.id, generate_series(1, ${rows}) as i
    where c.user_id in (${users})
    order by c.user_id, i`);
  await db.execute(sql`update profiles set reward_points = ${rows} where user_id in (${users})`);
  await db.execute(sql`analyze point_ledger`);
}

/**
 * Turns on, for every seeded user, the daily check-in reminder by e-mail (with the reminders that
 * are on by default), with no quiet hours, and verifies every address: reminders go to verified
 * addresses only. The reminder's minute is `minute`; `armDailyReminders` moves it. As in a
 * database in use, the reminders of the challenge's days so far (its first three) went out.
 */
export async function seedDailyReminders(db: Database, minute: number): Promise<void> {
  await db.execute(sql`update "user" set email_verified = true`);
  await db.execute(sql`
    insert into notification_settings (user_id, email_kinds, push_kinds, daily_check_in_minute, quiet_start_minute, quiet_end_minute)
    select id, array['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'], array[]::text[], ${minute}, 0, 0
    from "user"`);
  await db.execute(sql`
    insert into reminders_sent (user_id, kind, day, claimed_at, delivered_at)
    select user_id, 'daily_check_in', (start_date + make_interval(days => d))::date,
      start_date + make_interval(days => d, hours => 9), start_date + make_interval(days => d, hours => 9)
    from challenges, generate_series(0, 2) as d`);
  await db.execute(sql`vacuum analyze "user", notification_settings, reminders_sent`);
}

/** Sets every player's daily reminder to one minute of the day, but the first `earlier` players' (by id) to the minute before. */
export async function armDailyReminders(db: Database, minute: number, earlier: number): Promise<void> {
  await db.execute(sql`
    update notification_settings set daily_check_in_minute = case
      when user_id <= (select user_id from notification_settings order by user_id offset ${earlier - 1} limit 1) then ${minute - 1}::int
      else ${minute}::int end`);
}

/**
 * Pairs the identities two by two: the second of each pair becomes the first's partner with every
 * right (the keyholder preset), paired a week and a day ago so the whole limits apply. Returns,
 * for each pair, the partner's session with the player's id: the `:userId` a partner's request
 * names is the player it looks at.
 */
export async function seedPartnerships(db: Database, identities: Identity[]): Promise<Identity[]> {
  const pairs = identities.flatMap((player, index) => {
    const partner = identities[index + 1];
    return index % 2 === 0 && partner ? [{ player, partner }] : [];
  });
  const { rights, limits } = partnerPresets.keyholder;
  await db.execute(sql`
    insert into partnerships (player_id, partner_id, rights, punishment_points_per_day, reward_points_per_day,
      punishment_goals_per_challenge, started_at)
    select pair.player, pair.partner, ${sql.raw(`array[${rights.map((right) => `'${right}'`).join(', ')}]`)},
      ${limits.punishmentPointsPerDay}, ${limits.rewardPointsPerDay}, ${limits.punishmentGoalsPerChallenge}, now() - interval '8 days'
    from jsonb_to_recordset(${JSON.stringify(pairs.map(({ player, partner }) => ({ player: player.userId, partner: partner.userId })))}::jsonb)
      as pair(player text, partner text)`);
  await db.execute(sql`analyze partnerships`);
  return pairs.map(({ player, partner }) => ({ ...partner, userId: player.userId }));
}
