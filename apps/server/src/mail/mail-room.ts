import path from 'node:path';
import nodemailer from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { JobQueue } from '../jobs/job-queue.js';
import { writeEml } from './eml-folder.js';
import { createMailQueue, DeliveryFailure, MAIL_POLLING_SECONDS, MAIL_QUEUE, MAIL_RETRY } from './mail-queue.js';
import type { MailSettings } from './mail-settings.js';
import type { MailContent } from './messages/compose.js';

export interface OutgoingMail extends MailContent {
  to: string;
  /** Headers a kind of mail adds, such as a reminder's List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Where the mail room reports what it did (the app's logger). */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

type Envelope = OutgoingMail & { from: string; headers: Record<string, string> };

/** Connecting, greeting and each exchange get this long before a send fails, so nothing waits for ever. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Every message goes through a few kept connections: a minute's reminders are thousands of
 * messages, and a connection of its own for each (its TCP and SMTP greeting, and for a burst
 * thousands of sockets open at once) took the mail room to a few hundred messages a second.
 * Messages beyond the connections wait their turn in the pool. Each connection is renewed after
 * `maxMessages`, which mail servers that limit messages per connection accept.
 */
const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 100 } as const;

/**
 * Sends the app's mail through the SMTP server of SMTP_URL, or without one writes each message as
 * an .eml file under DATA_DIR/mail and names it in one log line, so a server run with no set-up
 * still lets its user open a reset link. Mail that a request causes waits in the job queue until
 * it is sent, and is retried there (decision 0033). It knows nothing of features: they hand it
 * finished mail.
 */
export class MailRoom {
  private readonly deliver: (message: Envelope) => Promise<void>;
  private readonly release: () => void;
  /** Mails being prepared and queued. */
  private readonly posting = new Set<Promise<void>>();
  /** This instance's worker on the mail queue, woken when this instance queues a mail. */
  private workerId: string | null = null;
  /** Until the app hands over its logger, reports go to the console. */
  private log: MailLog = {
    info: (_details, message) => console.log(message),
    error: (details, message) => console.error(message, details),
  };

  constructor(
    private readonly settings: MailSettings,
    dataDir: string,
    private readonly queue: JobQueue,
  ) {
    if (settings.smtpUrl) {
      const smtp = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_POOL, ...SMTP_TIMEOUTS });
      this.deliver = async (message) => {
        await smtp.sendMail(message);
      };
      this.release = () => smtp.close();
    } else {
      // nodemailer builds the raw message (headers, multipart body, encodings) without sending it.
      const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
      const folder = path.join(dataDir, 'mail');
      this.deliver = async (message) => {
        const built = await builder.sendMail(message);
        // With `buffer: true` the built message is a Buffer, never a stream.
        const file = await writeEml(folder, built.message as Buffer);
        this.log.info(
          { subject: message.subject, to: message.to, file },
          `Mail "${message.subject}" to ${message.to} written to ${file} (SMTP_URL is not set)`,
        );
      };
      this.release = () => builder.close();
    }
  }

  /** Reports through the app's logger from now on. */
  logTo(log: MailLog): void {
    this.log = log;
  }

  /** Delivers one message, resolving once the SMTP server took it or its file is written. */
  send(mail: OutgoingMail): Promise<void> {
    // Auto-Submitted marks the mail as sent by a machine, so mail servers send no out-of-office answers to it.
    return this.deliver({ ...mail, from: this.settings.from, headers: { ...mail.headers, 'Auto-Submitted': 'auto-generated' } });
  }

  /**
   * Prepares a message in the background and queues it: the request that caused it waits neither
   * for the recipient's lookup nor for the mail server, so an address with an account is answered
   * as fast as one without. The queued message is finished (rendered in its recipient's language),
   * so a retry sends what the request meant even if the account changed since.
   */
  post(prepare: () => Promise<OutgoingMail>): void {
    const posting = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        await this.queue.send(MAIL_QUEUE, await prepare(), MAIL_RETRY);
        if (this.workerId) this.queue.notifyWorker(this.workerId);
      })
      .catch((error: unknown) => this.log.error({ err: error }, `Could not queue a mail: ${String(error)}`))
      .finally(() => this.posting.delete(posting));
    this.posting.add(posting);
  }

  /** Creates the mail queue if needed and sends its mail from this instance, one message at a time. */
  async startSending(): Promise<void> {
    await createMailQueue(this.queue);
    this.workerId = await this.queue.work<OutgoingMail>(
      MAIL_QUEUE,
      { includeMetadata: true, pollingIntervalSeconds: MAIL_POLLING_SECONDS },
      ([job]) => this.sendQueued(job!),
    );
  }

  /**
   * Sends a queued mail. A failure is logged and thrown, so pg-boss keeps it as the job's output
   * and retries the job, or after the last attempt marks it failed. Once a retry delivered the
   * mail, the earlier failure is handed back as the job's result, which pg-boss keeps in its
   * place, so the admin still sees what went wrong.
   */
  private async sendQueued(job: PgBoss.JobWithMetadata<OutgoingMail>): Promise<object> {
    const { to, subject } = job.data;
    try {
      await this.send(job.data);
    } catch (error) {
      const attempt = `attempt ${job.retryCount + 1} of ${job.retryLimit + 1}`;
      const next = job.retryCount < job.retryLimit ? 'it will be tried again' : 'no more attempts';
      this.log.error({ err: error, subject, to }, `Could not send "${subject}" to ${to} (${attempt}, ${next}): ${String(error)}`);
      throw new DeliveryFailure(error);
    }
    return job.output;
  }

  /**
   * Waits for the mails being queued, so none is lost with the database, then lets go of the
   * mail server. The job queue stops before, finishing the mail it was sending.
   */
  async close(): Promise<void> {
    await Promise.all(this.posting);
    this.release();
  }
}
