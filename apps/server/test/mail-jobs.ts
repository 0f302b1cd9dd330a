import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { MAIL_QUEUE } from '../src/mail/mail-queue.js';

export interface MailJob {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  startAfter: Date;
  /** A failed attempt's record (`failedAt`, `message`), or null. */
  output: { failedAt?: string; message?: string } | null;
}

/** The mail queue's jobs to one address, oldest first, as pg-boss keeps them. */
export async function mailJobsTo(db: Database, to: string): Promise<MailJob[]> {
  const { rows } = (await db.execute(sql`
    select state, retry_count as "retryCount", start_after as "startAfter", output
    from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to} order by created_on`)) as {
    rows: (Omit<MailJob, 'startAfter'> & { startAfter: Date | string })[];
  };
  return rows.map((row) => ({ ...row, startAfter: new Date(row.startAfter) }));
}

/** Brings the retry of the mails to `to` forward to now, as if their wait had passed. */
export async function retryMailNow(db: Database, to: string): Promise<void> {
  await db.execute(sql`
    update pgboss.job set start_after = now()
    where name = ${MAIL_QUEUE} and state = 'retry' and data->>'to' = ${to}`);
}

/** Makes the next attempt of the mails to `to` their last, due now, as if every earlier one had failed. */
export async function lastAttemptNow(db: Database, to: string): Promise<void> {
  await db.execute(sql`
    update pgboss.job set retry_count = retry_limit - 1, start_after = now()
    where name = ${MAIL_QUEUE} and state = 'retry' and data->>'to' = ${to}`);
}
