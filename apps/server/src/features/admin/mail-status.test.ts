import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi, adminApi, defaultFlagsFor, tierForRole, type MailStatus, type Role } from '@gauntlet/core';
import { startJobQueue, stopJobQueue } from '../../jobs/job-queue.js';
import { lastAttemptNow, retryMailNow } from '../../../test/mail-jobs.js';
import { freePort, startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import { createReminderQueues } from '../notifications/reminder-jobs.js';
import { SEND_REMINDER } from '../notifications/reminders.service.js';
import { setRole } from './admin.repository.js';

const PUBLIC_URL = 'https://gauntlet.example.org';
const RESET_SUBJECT = 'Reset your Gauntlet password';

async function userWithRole(server: TestServer, role: Role, userName: string): Promise<TestUser> {
  const user = await server.signUp(userName);
  await setRole(server.database.handle.db, user.userId, role, defaultFlagsFor(role), tierForRole(role));
  return user;
}

const requestReset = (server: TestServer, email: string) => server.call(accountApi.requestPasswordReset, { body: { email } });

async function mailStatus(server: TestServer, admin: TestUser): Promise<MailStatus> {
  const response = await server.call(adminApi.mailStatus, { as: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MailStatus>();
}

/** The status once `check` passes on it: the mail room works in the background. */
const statusWhen = (server: TestServer, admin: TestUser, check: (status: MailStatus) => void) =>
  vi.waitFor(
    async () => {
      const status = await mailStatus(server, admin);
      check(status);
      return status;
    },
    { timeout: 5000 },
  );

describe('mail while the mail server is down', () => {
  let port: number;
  let server: TestServer;
  let smtp: SmtpCatcher | null = null;
  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL });
  });
  afterAll(async () => {
    await server.close();
    await smtp?.close();
  });

  it('waits and is retried once the server is up; the admin sees what waits, what was given up and why', async () => {
    // Each new account is mailed a verification link: these two mails wait too.
    const admin = await userWithRole(server, 'admin', 'Postmaster');
    const user = await server.signUp('Stranded');
    const reset = await requestReset(server, user.email);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });

    const waiting = await statusWhen(server, admin, (status) => expect(status.lastFailure?.subject).toBe(RESET_SUBJECT));
    expect(waiting).toEqual({
      waiting: 3,
      remindersWaiting: 0,
      givenUp: 0,
      lastFailure: {
        at: expect.any(String),
        to: user.email,
        subject: RESET_SUBJECT,
        error: expect.stringMatching(/ECONNREFUSED/),
      },
    });
    expect(Date.now() - Date.parse(waiting.lastFailure!.at)).toBeLessThan(60_000);

    // The administrator's own verification mail fails for the last time.
    await lastAttemptNow(server.database.handle.db, admin.email);
    const givenUp = await statusWhen(server, admin, (status) => expect(status.givenUp).toBe(1));
    expect(givenUp).toMatchObject({
      waiting: 2,
      lastFailure: { to: admin.email, subject: 'Confirm your e-mail address for Gauntlet' },
    });

    smtp = await startSmtpCatcher({ port });
    await retryMailNow(server.database.handle.db, user.email);
    expect((await smtp.waitFor(user.email, 2)).subject).toBe(RESET_SUBJECT);
    const after = await statusWhen(server, admin, (status) => expect(status.waiting).toBe(0));
    // The failures stay in view after the retries delivered their mails.
    expect(after).toEqual({ ...givenUp, waiting: 0 });
    expect(smtp.mailsTo(admin.email)).toEqual([]);
  });

  it('counts the reminders waiting to be delivered', async () => {
    const admin = await userWithRole(server, 'admin', 'Counter');
    const queue = await startJobQueue(server.database.handle.jobConnection, {
      schedule: false,
      onError: (error) => console.error(error),
    });
    try {
      await createReminderQueues(queue);
      await queue.send(SEND_REMINDER, { userId: admin.userId, kind: 'check-in', day: '2026-11-27' });
      expect((await mailStatus(server, admin)).remindersWaiting).toBe(1);
    } finally {
      await stopJobQueue(queue);
    }
  });
});

describe('mail while the mail server hangs or refuses', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('never holds up the request: the mail goes out when the server answers', async () => {
    smtp.hold();
    const user = await server.signUp('Patient');
    expect((await requestReset(server, user.email)).statusCode).toBe(200);
    // The verification mail of the sign-up is being sent, and the server has not greeted yet.
    await smtp.holding();
    expect(smtp.mailsTo(user.email)).toEqual([]);
    smtp.release();
    expect((await smtp.waitFor(user.email, 2)).subject).toBe(RESET_SUBJECT);
  });

  it("shows the administrator the mail server's refusal", async () => {
    const admin = await userWithRole(server, 'admin', 'Reader');
    const user = await server.signUp('Refused');
    await smtp.waitFor(user.email);
    smtp.refuseRecipients({ code: 550, text: '5.1.1 No such user here' });
    try {
      expect((await requestReset(server, user.email)).statusCode).toBe(200);
      const status = await statusWhen(server, admin, (current) => expect(current.lastFailure?.to).toBe(user.email));
      expect(status.lastFailure?.error).toMatch(/550 5\.1\.1 No such user here/);
      expect(status.waiting).toBe(1);
    } finally {
      smtp.refuseRecipients(null);
    }
  });

  it.each(['basic', 'moderator'] as const)('refuses a %s user with 403 and a signed-out caller with 401', async (role) => {
    const user = await userWithRole(server, role, `Curious${role}`);
    const refused = await server.call(adminApi.mailStatus, { as: user });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'forbidden', message: 'Insufficient permissions to view the mail status' } });
    const signedOut = await server.call(adminApi.mailStatus);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
