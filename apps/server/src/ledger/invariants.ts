import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** Both drivers answer raw SQL with `{ rows }`. */
async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/**
 * What must hold after any sequence of requests: every balance equals its ledger, each ledger
 * row keeps the balances of the ledger up to it and the last one the profile's, no metric is
 * negative, every metric's last recorded change is its value, nobody has two active challenges.
 * Checked when each test file's server closes.
 */
export async function checkInvariants(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await rows<{ user_id: string }>(
    db,
    sql`
    select p.user_id from profiles p
    left join (
      select user_id, sum(delta_reward_points) as rp, sum(delta_punishment_points) as pp
      from point_ledger group by user_id
    ) l on l.user_id = p.user_id
    where p.reward_points <> coalesce(l.rp, 0) or p.punishment_points <> coalesce(l.pp, 0)`,
  );
  for (const row of unbalanced) problems.push(`balance of ${row.user_id} differs from its ledger`);
  const unsummed = await rows<{ user_id: string; seq: string }>(
    db,
    sql`
    select user_id, seq from (
      select user_id, seq, reward_balance, punishment_balance,
        sum(delta_reward_points) over (partition by user_id order by seq) as rp,
        sum(delta_punishment_points) over (partition by user_id order by seq) as pp
      from point_ledger
    ) running
    where reward_balance <> rp or punishment_balance <> pp`,
  );
  for (const row of unsummed) problems.push(`ledger row ${row.seq} of ${row.user_id} keeps balances other than its ledger's sum`);
  const lastDiffers = await rows<{ user_id: string }>(
    db,
    sql`
    select p.user_id from profiles p
    join lateral (
      select reward_balance, punishment_balance from point_ledger l
      where l.user_id = p.user_id order by seq desc limit 1
    ) last on true
    where p.reward_points <> last.reward_balance or p.punishment_points <> last.punishment_balance`,
  );
  for (const row of lastDiffers) problems.push(`the last ledger row of ${row.user_id} keeps balances other than the profile's`);
  const negative = await rows<{ metric: string }>(db, sql`select metric from metrics where current_value < 0`);
  for (const row of negative) problems.push(`metric ${row.metric} is negative`);
  const unrecorded = await rows<{ metric: string }>(
    db,
    sql`
    select m.metric from metrics m
    left join lateral (
      select value from metric_changes c where c.user_id = m.user_id and c.metric = m.metric order by c.seq desc limit 1
    ) latest on true
    where latest.value is distinct from m.current_value`,
  );
  for (const row of unrecorded) problems.push(`metric ${row.metric} differs from its last recorded change`);
  const doubled = await rows<{ user_id: string }>(
    db,
    sql`
    select user_id from challenges where status = 'active' group by user_id having count(*) > 1`,
  );
  for (const row of doubled) problems.push(`${row.user_id} has two active challenges`);
  return problems;
}
