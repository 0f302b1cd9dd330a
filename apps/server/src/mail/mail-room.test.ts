import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastAttemptNow, mailJobsTo, retryMailNow, type MailJob } from '../../test/mail-jobs.js';
import { freePort, startSmtpCatcher } from '../../test/smtp-catcher.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { startJobQueue, stopJobQueue, type JobQueue } from '../jobs/job-queue.js';
import { MailRoom, type MailLog } from './mail-room.js';
import { mailSettings } from './mail-settings.js';
import { passwordResetMail } from './messages/password-reset.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-mail-'));
  folders.push(folder);
  return folder;
}

function recordingLog() {
  const lines: { level: 'info' | 'error'; details: object; message: string }[] = [];
  const log: MailLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

const resetMail = (userName: string, to = 'reader@example.com') => ({
  to,
  ...passwordResetMail('en', { userName, publicUrl: 'http://localhost:3000', token: 'tok123' }),
});

let database: TestDatabase;
let queue: JobQueue;
const queueErrors: Error[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  queue = await startJobQueue(database.handle.jobConnection, { schedule: false, onError: (error) => queueErrors.push(error) });
});
afterAll(async () => {
  await stopJobQueue(queue);
  await database.dispose();
  expect(queueErrors).toEqual([]);
});

describe('the mail room without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail and names it in one log line', async () => {
    const folder = dataDir();
    const room = new MailRoom(mailSettings({}, 'http://localhost:3000'), folder, queue);
    const { log, lines } = recordingLog();
    room.logTo(log);
    await room.send(resetMail('<b>Eve</b> & "co"'));
    await room.close();

    const files = fs.readdirSync(path.join(folder, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(folder, 'mail', files[0]!);
    expect(lines).toEqual([
      {
        level: 'info',
        details: { subject: 'Reset your Gauntlet password', to: 'reader@example.com', file },
        message: `Mail "Reset your Gauntlet password" to reader@example.com written to ${file} (SMTP_URL is not set)`,
      },
    ]);

    const raw = fs.readFileSync(file);
    expect(raw.toString()).toContain('\r\n');
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: 'Gauntlet', address: 'no-reply@localhost' }]);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=tok123');
    // The name is text in the HTML part, never markup.
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });
});

describe('mail posted while the mail server is down', () => {
  // This room is the only one sending from the queue, so no other room takes its mail.
  let port: number;
  let room: MailRoom;
  const { log, lines } = recordingLog();
  beforeAll(async () => {
    port = await freePort();
    room = new MailRoom(mailSettings({ SMTP_URL: `smtp://127.0.0.1:${port}` }, 'http://localhost:3000'), dataDir(), queue);
    room.logTo(log);
    await room.startSending();
  });
  afterAll(() => room.close());

  /** The one job of the mail to `to`, once it reached `state`. */
  const jobInState = (to: string, state: MailJob['state']) =>
    vi.waitFor(
      async () => {
        const jobs = await mailJobsTo(database.handle.db, to);
        expect(jobs.map((job) => job.state)).toEqual([state]);
        return jobs[0]!;
      },
      { timeout: 5000 },
    );
  const linesAbout = (to: string) => lines.filter((line) => line.message.includes(` to ${to} `));

  it('leaves the caller at once; the failed attempt is logged and kept, and retried 30 to 60 s later', async () => {
    expect(room.post(() => Promise.resolve(resetMail('Bob', 'bob@example.com')))).toBeUndefined();
    expect(lines).toEqual([]);

    const job = await jobInState('bob@example.com', 'retry');
    expect(job.output).toMatchObject({ message: expect.stringMatching(/ECONNREFUSED/), failedAt: expect.any(String) });
    const wait = job.startAfter.getTime() - Date.parse(job.output!.failedAt!);
    // The database stamps the retry a moment after the mail room stamped the failure.
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThanOrEqual(61_000);
    expect(linesAbout('bob@example.com')).toEqual([
      {
        level: 'error',
        details: { err: expect.any(Error), subject: 'Reset your Gauntlet password', to: 'bob@example.com' },
        message: expect.stringMatching(
          /^Could not send "Reset your Gauntlet password" to bob@example\.com \(attempt 1 of 7, it will be tried again\): Error: connect ECONNREFUSED/,
        ),
      },
    ]);
  });

  it('is sent once by its retry after the server came up, and keeps the failure it had', async () => {
    room.post(() => Promise.resolve(resetMail('Carol', 'carol@example.com')));
    const failure = (await jobInState('carol@example.com', 'retry')).output;

    const smtp = await startSmtpCatcher({ port });
    try {
      await retryMailNow(database.handle.db, 'carol@example.com');
      const mail = await smtp.waitFor('carol@example.com');
      expect(mail.subject).toBe('Reset your Gauntlet password');
      expect(mail.text).toContain('Hello Carol,');
      const delivered = await jobInState('carol@example.com', 'completed');
      expect(delivered.output).toEqual(failure);
      expect(smtp.mailsTo('carol@example.com')).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('is given up after its seventh failed attempt, which the log says', async () => {
    room.post(() => Promise.resolve(resetMail('Dave', 'dave@example.com')));
    await jobInState('dave@example.com', 'retry');
    await lastAttemptNow(database.handle.db, 'dave@example.com');
    const job = await jobInState('dave@example.com', 'failed');
    expect(job.output).toMatchObject({ message: expect.stringMatching(/ECONNREFUSED/), failedAt: expect.any(String) });
    expect(linesAbout('dave@example.com').map((line) => line.message)).toEqual([
      expect.stringContaining('(attempt 1 of 7, it will be tried again)'),
      expect.stringContaining('(attempt 7 of 7, no more attempts)'),
    ]);
  });

  it('logs a message that could not be prepared', async () => {
    const before = lines.length;
    room.post(() => Promise.reject(new Error('database closed')));
    await vi.waitFor(() =>
      expect(lines.slice(before)).toMatchObject([{ level: 'error', message: 'Could not queue a mail: Error: database closed' }]),
    );
  });
});
