import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import {
  calendarDay,
  challengesApi,
  defaultNotificationSettings,
  notificationsApi,
  profileApi,
  zonedInstant,
} from '@gauntlet/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.js';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { PUBLIC_URL, startMailingServer, type MailingServer } from '../../../test/mailing-server.js';
import type { SmtpCatcher } from '../../../test/smtp-catcher.js';
import { TEST_AUTH_SECRET, type TestServer, type TestUser } from '../../../test/test-server.js';
import { queueDueReminders } from './reminder-jobs.js';
import { deliverByChannel } from './reminder-delivery.js';
import { emailReminders } from './reminder-email.js';
import type { Reminder } from './reminders.repository.js';
import { SEND_REMINDER, sendReminders, type DeliverReminder } from './reminders.service.js';
import { deriveUnsubscribeKey, unsubscribeToken } from './unsubscribe-token.js';

const MADRID = 'Europe/Madrid';
const today = calendarDay(new Date(), MADRID);
const at = (hours: number, minutes = 0) => zonedInstant(today, hours * 60 + minutes, MADRID);

let mailingServer: MailingServer;
let smtp: SmtpCatcher;
let server: TestServer;
let db: Database;
let queue: JobQueue;
let deliver: DeliverReminder;

beforeAll(async () => {
  mailingServer = await startMailingServer();
  ({ smtp, server, db, queue } = mailingServer);
  // The same delivery the running server builds, sending to the catcher.
  deliver = deliverByChannel({ email: emailReminders(mailingServer.mailing) });
});
afterAll(() => mailingServer.close());

/** Runs the scheduler's minute at `now` and the send jobs it queued, as the workers would. */
async function runMinute(now: Date) {
  await queueDueReminders(queue, db, now);
  const jobs = await queue.fetch<Reminder>(SEND_REMINDER, { batchSize: 100, ignoreStartAfter: true });
  if (!jobs.length) return;
  await sendReminders(
    db,
    jobs.map((job) => job.data),
    deliver,
    now,
  );
  await queue.complete(
    SEND_REMINDER,
    jobs.map((job) => job.id),
  );
}

/** A player with the daily reminder by e-mail at 09:00 in Madrid and an active check-in challenge. */
async function playerWithDailyReminder({ verified, language }: { verified: boolean; language?: 'es' }): Promise<TestUser> {
  const player = await server.signUp(undefined, MADRID);
  // Every new account is first mailed its verification link; the reminders come after it.
  await smtp.waitFor(player.email);
  await db.update(user).set({ emailVerified: verified }).where(eq(user.id, player.userId));
  if (language) expect((await server.call(profileApi.updateMe, { body: { language }, as: player })).statusCode).toBe(200);
  const settings = {
    ...defaultNotificationSettings,
    channels: { ...defaultNotificationSettings.channels, daily_check_in: { email: true, push: false } },
  };
  expect((await server.call(notificationsApi.saveSettings, { body: settings, as: player })).statusCode).toBe(200);
  const challenge = await server.call(challengesApi.submit, {
    body: {
      title: 'Move',
      description: 'Every day',
      durationDays: 3,
      goals: [{ category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 3 }],
    },
    as: player,
  });
  expect(challenge.statusCode).toBe(200);
  return player;
}

/** The reminder mails an address received: those with a one-click unsubscribe. */
const remindersTo = (address: string) =>
  smtp.mailsTo(address).filter((mail) => mail.headerLines.some((header) => header.key === 'list-unsubscribe'));

/** The address a link of the mail's text part points to, found by its path. */
function linkIn(mail: ParsedMail, pathname: string): URL {
  const link = (mail.text ?? '')
    .match(/https:\/\/\S+/g)
    ?.map((found) => new URL(found))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in: ${mail.text}`);
  return link;
}

/** A header as the raw message carries it, unfolded. */
function headerValue(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  if (!line) throw new Error(`no ${name} header`);
  return line
    .slice(name.length + 1)
    .replace(/\r\n\s+/g, ' ')
    .trim();
}

/** The POST a mail program makes for a one-click unsubscribe: from its own server, no Origin, no cookie. */
const oneClick = (listUnsubscribe: URL) =>
  server.app.inject({
    method: 'POST',
    url: `${listUnsubscribe.pathname}${listUnsubscribe.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('the daily reminder by e-mail', () => {
  it('mails a verified player at 09:00 Madrid time, with the dashboard link and a one-click unsubscribe', async () => {
    const player = await playerWithDailyReminder({ verified: true });
    await runMinute(at(8, 59));
    expect(remindersTo(player.email)).toEqual([]);
    await runMinute(at(9));
    const mail = await smtp.waitFor(player.email, 2);
    expect(remindersTo(player.email)).toEqual([mail]);

    expect(mail.subject).toBe('Time to check in on Gauntlet');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain(`Hello ${player.userName},`);
    expect(linkIn(mail, '/dashboard').origin).toBe(PUBLIC_URL);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dashboard"`);

    const listUnsubscribe = headerValue(mail, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(/^<https:\/\/gauntlet\.example\.org\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/);
    expect(headerValue(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The link in the body opens the app's page for the same token.
    const headerUrl = new URL(listUnsubscribe.slice(1, -1));
    expect(linkIn(mail, '/unsubscribe').searchParams.get('token')).toBe(headerUrl.searchParams.get('token'));

    // Opening the header's link in a browser changes nothing: it leads to the page that asks.
    const opened = await server.request({ method: 'GET', url: `${headerUrl.pathname}${headerUrl.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${PUBLIC_URL}/unsubscribe${headerUrl.search}`);

    // The mail program's one-click POST turns off this kind's e-mail only.
    const unsubscribed = await oneClick(headerUrl);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ kind: 'daily_check_in' });
    const settings = (await server.call(notificationsApi.settings, { as: player })).json();
    expect(settings.channels).toEqual({ ...defaultNotificationSettings.channels, daily_check_in: { email: false, push: false } });
    expect(settings.dailyCheckInTime).toBe('09:00');

    await runMinute(at(9, 1));
    await runMinute(at(10));
    expect(remindersTo(player.email)).toHaveLength(1);
  });

  it('writes to a Spanish profile in Spanish', async () => {
    const player = await playerWithDailyReminder({ verified: true, language: 'es' });
    await runMinute(at(9, 5));
    const mail = await smtp.waitFor(player.email, 2);
    expect(mail.subject).toBe('Es hora de registrar tu día en Gauntlet');
    expect(mail.text).toContain(`Hola, ${player.userName}:`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Abrir el panel');
  });

  it('sends nothing to an address that is not verified', async () => {
    const player = await playerWithDailyReminder({ verified: false });
    await runMinute(at(9, 10));
    // A verified player due in the same minute gets theirs, so the run did send.
    const witness = await playerWithDailyReminder({ verified: true });
    await runMinute(at(9, 11));
    await smtp.waitFor(witness.email, 2);
    expect(remindersTo(player.email)).toEqual([]);
  });
});

describe('the one-click unsubscribe', () => {
  const key = deriveUnsubscribeKey(TEST_AUTH_SECRET);

  it('refuses a token signed for another kind or player, or with another key, and changes nothing', async () => {
    const player = await playerWithDailyReminder({ verified: true });
    const before = (await server.call(notificationsApi.settings, { as: player })).json();
    const genuine = unsubscribeToken(key, player.userId, 'daily_check_in');
    const [payload, signature] = genuine.split('.');
    const otherKind = Buffer.from(`${player.userId} last_day`).toString('base64url');
    const forged = [
      `${otherKind}.${signature}`,
      unsubscribeToken(deriveUnsubscribeKey('another-secret'), player.userId, 'daily_check_in'),
      `${payload}.${signature!.slice(0, -2)}AA`,
      `${payload}.${'A'.repeat(43)}`,
    ];
    for (const token of forged) {
      const response = await server.call(notificationsApi.unsubscribe, {
        query: { token },
        body: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(response.statusCode, token).toBe(400);
      expect(response.json(), token).toEqual({ error: { code: 'invalid_unsubscribe_link', message: expect.any(String) } });
      const opened = await server.call(notificationsApi.unsubscribePage, { query: { token } });
      expect(opened.statusCode, token).toBe(400);
    }
    expect((await server.call(notificationsApi.settings, { as: player })).json()).toEqual(before);
  });

  it.each([
    ['no token', {}, 'List-Unsubscribe=One-Click'],
    ['a malformed token', { token: 'not a token' }, 'List-Unsubscribe=One-Click'],
    ['another body', { token: 'a.b' }, 'List-Unsubscribe=Something'],
  ])('answers %s with 400 in the error shape', async (_label, query, payload) => {
    const response = await server.call(notificationsApi.unsubscribe, {
      query,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('takes the form body on its own route only', async () => {
    const player = await playerWithDailyReminder({ verified: true });
    const response = await server.call(notificationsApi.saveSettings, {
      as: player,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dailyCheckInTime=10:00',
    });
    expect(response.statusCode).toBe(415);
  });

  it('works from the app, signed out, with a JSON body', async () => {
    const player = await playerWithDailyReminder({ verified: true });
    const response = await server.call(notificationsApi.unsubscribe, {
      query: { token: unsubscribeToken(key, player.userId, 'last_day') },
      body: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(response.json()).toEqual({ kind: 'last_day' });
    const settings = (await server.call(notificationsApi.settings, { as: player })).json();
    expect(settings.channels.last_day).toEqual({ email: false, push: false });
    expect(settings.channels.daily_check_in).toEqual({ email: true, push: false });
  });
});
