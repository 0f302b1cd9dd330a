import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  /** Resolves with the `count`-th mail to `address` once it arrived (the test's timeout bounds the wait). */
  waitFor(address: string, count?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on the port the app's SMTP_URL names (playwright.config.ts), keeping every
 * message as a mail program would read it, by the envelope's recipients.
 */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const caught: { recipients: string[]; mail: ParsedMail }[] = [];
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
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    waitFor(address, count = 1) {
      return new Promise((resolve) => {
        const check = () => {
          const mail = caught.filter((entry) => entry.recipients.includes(address.toLowerCase()))[count - 1]?.mail;
          if (!mail) return;
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
