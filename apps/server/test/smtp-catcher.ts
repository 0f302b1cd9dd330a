import net, { type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The envelope's recipients, as the sending server named them. */
  recipients: string[];
  mail: ParsedMail;
}

/** A reply a mail server refuses with, such as 550 "No such user here". */
export interface SmtpRefusal {
  code: number;
  text: string;
}

export interface SmtpCatcher {
  /** An SMTP_URL that reaches this server. */
  url: string;
  mailsTo(address: string): ParsedMail[];
  /** Resolves with the `count`-th mail to `address` once it arrived. */
  waitFor(address: string, count?: number): Promise<ParsedMail>;
  /**
   * Leaves each new connection waiting for the server's greeting, as a mail server that hangs
   * does; `release` greets them all and stops holding.
   */
  hold(): void;
  /** Resolves once a connection is being held. */
  holding(): Promise<void>;
  release(): void;
  /** Refuses every recipient with this reply from now on; null accepts them again. */
  refuseRecipients(refusal: SmtpRefusal | null): void;
  close(): Promise<void>;
}

/** A free local port, on which nothing listens until a test starts a server there: a mail server that is down. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A real SMTP server on a local port (a free one unless given) that keeps every message it
 * accepts, parsed as a mail program would: the tests read what a recipient reads, sent by the
 * server's own transport. It can also hang or refuse, as mail servers do.
 */
export async function startSmtpCatcher({ port = 0 }: { port?: number } = {}): Promise<SmtpCatcher> {
  const caught: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const wake of waiters) wake();
  };
  let held: (() => void)[] | null = null;
  let refusal: SmtpRefusal | null = null;

  /** Resolves with what `check` finds once it finds something, within 10 s. */
  const until = <T>(check: () => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`${what} within 10 s`));
      }, 10_000);
      function look() {
        const found = check();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(look);
        resolve(found);
      }
      waiters.add(look);
      look();
    });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app keeps its SMTP connections open between mails: closing ends them at once, as a
    // mail server going away does, instead of waiting out smtp-server's default 30 s.
    closeTimeout: 1,
    onConnect(_session, callback) {
      if (!held) return callback();
      held.push(() => callback());
      changed();
    },
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          caught.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), mail });
          changed();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;

  const mailsTo = (to: string) =>
    caught.filter((entry) => entry.recipients.includes(to.toLowerCase())).map((entry) => entry.mail);

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mailsTo,
    waitFor: (to, count = 1) => until(() => mailsTo(to)[count - 1], `no mail #${count} to ${to}`),
    hold() {
      held = [];
    },
    async holding() {
      await until(() => (held?.length ? true : undefined), 'no connection held');
    },
    release() {
      const greetings = held ?? [];
      held = null;
      for (const greet of greetings) greet();
    },
    refuseRecipients(next) {
      refusal = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
