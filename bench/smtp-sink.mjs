// A local SMTP server that accepts every message and counts it, run in its own process so that
// taking the mail does not share the app server's event loop. It reads no message (parsing would
// cost more than sending): it drains the data and counts the envelope's recipients.
// Output on stdout, one JSON line each: `{ port }` once listening, then the counts, at most four
// times a second while mail arrives, and at once when `expected` distinct recipients have mail:
// `{ messages, recipients, lastAt }`, the last message's arrival in epoch milliseconds.
import { SMTPServer } from 'smtp-server';

const expected = Number(process.argv[2]);
const recipients = new Set();
let messages = 0;
let lastAt = 0;
let reportPending = false;

const report = () => {
  reportPending = false;
  process.stdout.write(`${JSON.stringify({ messages, recipients: recipients.size, lastAt })}\n`);
};

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      lastAt = Date.now();
      messages += 1;
      for (const rcpt of session.envelope.rcptTo) recipients.add(rcpt.address.toLowerCase());
      if (recipients.size === expected) report();
      else if (!reportPending) {
        reportPending = true;
        setTimeout(report, 250);
      }
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.server.address().port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
