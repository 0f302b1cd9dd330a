import type { JobQueue } from '../jobs/job-queue.js';

/** The pg-boss queue of finished messages waiting to be sent (every mail but reminders). */
export const MAIL_QUEUE = 'mail-send';

/**
 * Seven attempts within about an hour: the first at once, the second 30–60 s later, and each
 * wait after that twice as long (pg-boss draws it between its base and twice the base, so
 * instances that failed together do not retry together): the last attempt comes 32 to 63
 * minutes after the first. The links in these mails stop working after an hour, so trying longer
 * would deliver dead links. A job may run five minutes, far longer than the transport's timeouts
 * let one send take; only a crashed instance leaves a job running that long, and pg-boss then
 * retries it. The policy travels with each job, so a change here applies to the next mail
 * without touching the queue that older versions created.
 */
export const MAIL_RETRY = { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 } as const;

/** How often an instance looks for mail that another instance queued or whose retry fell due. */
export const MAIL_POLLING_SECONDS = 0.5;

/**
 * A failed attempt, as pg-boss keeps it in the job's output: the transport's error message (an
 * SMTP server's reply, or why it could not be reached) and when it failed. Only these attempts
 * carry `failedAt`, so the admin's status tells them from attempts cut short by a shutdown.
 */
export class DeliveryFailure extends Error {
  readonly failedAt = new Date().toISOString();

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'DeliveryFailure';
  }
}

/** Creates the mail queue once; a server's first start does it, later starts find it. */
export async function createMailQueue(queue: JobQueue): Promise<void> {
  await queue.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE });
}
