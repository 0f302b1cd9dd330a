import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  /** Resolves with the `count`-th mail to `address` once it arrived (the test's timeout bounds the wait). */
  waitFor(address: string, count?: number): Promise<ParsedMail>;
  /** Resolves with the first mail to `address` whose subject is `subject`, once it arrived. */
  waitForSubject(address: string, subject: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

// The SMTP server passes its socket's errors on as its own: listened for here, so a taken port is
// a failed attempt rather than an uncaught error.
const listen = (server: SMTPServer, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * The app sends every mail to one port, so specs that read mail take turns on it: one that finds
 * it taken waits until the other spec closed its server (the test's timeout bounds the wait). Each
 * attempt gets a new server, so no failed one leaves its listeners behind.
 */
async function listenWhenFree(makeServer: () => SMTPServer, port: number): Promise<SMTPServer> {
  for (;;) {
    const server = makeServer();
    try {
      await listen(server, port);
      return server;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * A real SMTP server on the port the app's SMTP_URL names (playwright.config.ts), keeping every
 * message as a mail program would read it, by the envelope's recipients.
 */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const caught: { recipients: string[]; mail: ParsedMail }[] = [];
  const waiters = new Set<() => void>();
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // The app keeps its SMTP connections open between mails: closing ends them at once (as a
      // mail server going away does), so the next spec's server gets the app's next mail, and the
      // close does not wait out smtp-server's default 30 s.
      closeTimeout: 1,
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
  const server = await listenWhenFree(makeServer, port);

  /** Resolves with the first mail `pick` finds among those caught, checking again on each arrival. */
  const waitUntilCaught = (pick: () => ParsedMail | undefined) =>
    new Promise<ParsedMail>((resolve) => {
      const check = () => {
        const mail = pick();
        if (!mail) return;
        waiters.delete(check);
        resolve(mail);
      };
      waiters.add(check);
      check();
    });
  const mailTo = (address: string) =>
    caught.filter((entry) => entry.recipients.includes(address.toLowerCase())).map((entry) => entry.mail);

  return {
    waitFor: (address, count = 1) => waitUntilCaught(() => mailTo(address)[count - 1]),
    waitForSubject: (address, subject) => waitUntilCaught(() => mailTo(address).find((mail) => mail.subject === subject)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
