import { sql } from 'drizzle-orm';
import type { MailStatus } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';

/**
 * Reads the mail room's state from pg-boss's own tables (schema `pgboss`), which every instance
 * shares: a job stays in `job` until 12 hours after it finished, then in `archive` for seven
 * days. Unfinished jobs stay in `job`, so the waiting counts read it alone. A failed attempt's
 * output holds `failedAt` (mail/mail-queue.ts), and a mail a retry delivered keeps its earlier
 * failure there.
 */
export async function readMailStatus(db: Executor, queues: { mail: string; reminders: string }): Promise<MailStatus> {
  const { rows } = (await db.execute(sql`
    with kept as (
      select state, data, output from pgboss.job where name = ${queues.mail}
      union all
      select state, data, output from pgboss.archive where name = ${queues.mail}
    )
    select
      (select count(*)::int from pgboss.job where name = ${queues.mail} and state < 'completed') as "waiting",
      (select count(*)::int from pgboss.job where name = ${queues.reminders} and state < 'completed') as "remindersWaiting",
      (select count(*)::int from kept where state = 'failed') as "givenUp",
      (
        select json_build_object(
          'at', output->>'failedAt', 'to', data->>'to', 'subject', data->>'subject', 'error', output->>'message'
        )
        from kept
        where output->>'failedAt' is not null
        order by (output->>'failedAt')::timestamptz desc
        limit 1
      ) as "lastFailure"`)) as { rows: MailStatus[] };
  return rows[0]!;
}
