import path from 'node:path';
import nodemailer from 'nodemailer';
import { writeEml } from './eml-folder.js';
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
 * still lets its user open a reset link. It knows nothing of features: they hand it finished mail.
 */
export class MailRoom {
  private readonly deliver: (message: Envelope) => Promise<void>;
  private readonly release: () => void;
  private readonly inFlight = new Set<Promise<void>>();
  /** Until the app hands over its logger, reports go to the console. */
  private log: MailLog = {
    info: (_details, message) => console.log(message),
    error: (details, message) => console.error(message, details),
  };

  constructor(
    private readonly settings: MailSettings,
    dataDir: string,
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
   * Prepares and sends a message in the background: the request that caused it never waits for
   * the mail server, and a server that is down or refuses fails only the mail, which is logged.
   */
  post(prepare: () => Promise<OutgoingMail>): void {
    let mail: OutgoingMail | null = null;
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        mail = await prepare();
        await this.send(mail);
      })
      .catch((error: unknown) => {
        const about = mail ? `"${mail.subject}" to ${mail.to}` : 'a mail';
        this.log.error({ err: error, subject: mail?.subject, to: mail?.to }, `Could not send ${about}: ${String(error)}`);
      })
      .finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
  }

  /** Waits for the messages under way, then lets go of the mail server. */
  async close(): Promise<void> {
    await Promise.all(this.inFlight);
    this.release();
  }
}
