import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The envelope's recipients, as the sending server named them. */
  recipients: string[];
  mail: ParsedMail;
}

export interface SmtpCatcher {
  /** An SMTP_URL that reaches this server. */
  url: string;
  mailsTo(address: string): ParsedMail[];
  /** Resolves with the `count`-th mail to `address` once it arrived. */
  waitFor(address: string, count?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every message it accepts, parsed as a mail
 * program would: the tests read what a recipient reads, sent by the server's own transport.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const caught: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          caught.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), mail });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (address: string) =>
    caught.filter((entry) => entry.recipients.includes(address.toLowerCase())).map((entry) => entry.mail);

  return {
    url: `smtp://127.0.0.1:${port}`,
    mailsTo,
    waitFor(address, count = 1) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail #${count} to ${address} within 10 s`));
        }, 10_000);
        function check() {
          const mail = mailsTo(address)[count - 1];
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        }
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
