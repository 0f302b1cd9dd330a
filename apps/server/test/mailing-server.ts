import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database.js';
import { createReminderQueues } from '../src/features/notifications/reminder-jobs.js';
import type { Mailing } from '../src/features/notifications/reminder-email.js';
import { deriveUnsubscribeKey } from '../src/features/notifications/unsubscribe-token.js';
import { startJobQueue, stopJobQueue, type JobQueue } from '../src/jobs/job-queue.js';
import { MailRoom } from '../src/mail/mail-room.js';
import { mailSettings } from '../src/mail/mail-settings.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';
import { startTestServer, TEST_AUTH_SECRET, type TestServer } from './test-server.js';

export const PUBLIC_URL = 'https://gauntlet.example.org';

export interface MailingServer {
  smtp: SmtpCatcher;
  server: TestServer;
  db: Database;
  /** The job queue with the reminder queues, worked by the test itself (no schedule). */
  queue: JobQueue;
  /** What the running server mails reminders and partnership news with, sending to the catcher. */
  mailing: Mailing;
  close(): Promise<void>;
}

/**
 * A test server that mails as the running server does: a real SMTP catcher, the job queue with
 * the reminder queues, and the mail room in front of the catcher.
 */
export async function startMailingServer(): Promise<MailingServer> {
  const smtp = await startSmtpCatcher();
  const server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
  const db = server.database.handle.db;
  const queue = await startJobQueue(server.database.handle.jobConnection, {
    schedule: false,
    onError: (error) => console.error(error),
  });
  await createReminderQueues(queue);
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-test-mail-'));
  const mailRoom = new MailRoom(mailSettings({ SMTP_URL: smtp.url, PUBLIC_URL }, PUBLIC_URL), mailDir, queue);
  return {
    smtp,
    server,
    db,
    queue,
    mailing: { db, mailRoom, publicUrl: PUBLIC_URL, unsubscribeKey: deriveUnsubscribeKey(TEST_AUTH_SECRET) },
    async close() {
      await mailRoom.close();
      await stopJobQueue(queue);
      await server.close();
      await smtp.close();
      fs.rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
