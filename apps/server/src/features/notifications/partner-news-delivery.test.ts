import { and, eq, isNotNull, sql } from 'drizzle-orm';
import webPush from 'web-push';
import type { ParsedMail } from 'mailparser';
import {
  calendarDay,
  defaultNotificationSettings,
  notificationsApi,
  partnerApi,
  profileApi,
  TRUST_DAYS,
  zonedInstant,
  type NotificationSettings,
} from '@gauntlet/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerNewsSent, pushSubscriptions, user } from '../../db/schema/index.js';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { pushSender } from '../push/push-sender.js';
import { checkIn, startChallenge } from '../../../test/challenges.js';
import { backdatePartnership, KEYHOLDER, signUpPair } from '../../../test/pairing.js';
import { browserKeys, decryptedPush, startPushService } from '../../../test/push-service.js';
import { PUBLIC_URL, startMailingServer, type MailingServer } from '../../../test/mailing-server.js';
import type { SmtpCatcher } from '../../../test/smtp-catcher.js';
import type { TestServer, TestUser } from '../../../test/test-server.js';
import { emailPartnerNews } from './partner-news-email.js';
import { pushPartnerNews } from './partner-news-push.js';
import { findDuePartnerNews, type PartnerNews } from './partner-news.repository.js';
import { NEWS_CLAIM_TIMEOUT_SECONDS, SEND_PARTNER_NEWS, sendPartnerNews } from './partner-news-sending.service.js';
import { deliverByChannel } from './reminder-delivery.js';
import { FIND_DUE_REMINDERS, FORGET_PAST_DAYS, runDueScan, startReminderJobs } from './reminder-jobs.js';

const MADRID = 'Europe/Madrid';
const vapidKeys = webPush.generateVAPIDKeys();

let mailingServer: MailingServer;
let smtp: SmtpCatcher;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let server: TestServer;
let db: Database;
let queue: JobQueue;
let deliver: (news: PartnerNews) => Promise<void>;

beforeAll(async () => {
  [mailingServer, pushService] = await Promise.all([startMailingServer(), startPushService()]);
  ({ smtp, server, db, queue } = mailingServer);
  // The same delivery the running server builds, sending to the catcher and the loopback push service.
  deliver = deliverByChannel({
    email: emailPartnerNews(mailingServer.mailing),
    push: pushPartnerNews(db, pushSender(vapidKeys, 'mailto:news@gauntlet.example.org')),
  });
});
afterAll(async () => {
  await mailingServer.close();
  await pushService.close();
});

/** The scheduler's scan at `now` and the send jobs it queued, as a worker runs them. */
async function runScan(now = new Date()) {
  await runDueScan(queue, db, now);
  const jobs = await queue.fetch<PartnerNews>(SEND_PARTNER_NEWS, { batchSize: 100, ignoreStartAfter: true });
  if (!jobs.length) return;
  try {
    await sendPartnerNews(
      db,
      jobs.map((job) => job.data),
      deliver,
      now,
    );
    await queue.complete(
      SEND_PARTNER_NEWS,
      jobs.map((job) => job.id),
    );
  } catch (error) {
    await queue.fail(
      SEND_PARTNER_NEWS,
      jobs.map((job) => job.id),
    );
    throw error;
  }
}

/** The receiver's address is verified (its verification mail came first), and its settings are these. */
async function receiving(person: TestUser, choice: Partial<NotificationSettings>) {
  await smtp.waitFor(person.email);
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, person.userId));
  // No quiet hours unless the test sets them: the scans run at the real time of day.
  const settings = { ...defaultNotificationSettings, quietHours: { start: '00:00', end: '00:00' }, ...choice };
  const saved = await server.call(notificationsApi.saveSettings, { body: settings, as: person });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A browser of the person's, subscribed on the loopback push service, and the pushes it got, decrypted. */
async function subscribedBrowser(person: TestUser) {
  const keys = browserKeys();
  const at = `/${person.userId}`;
  await db
    .insert(pushSubscriptions)
    .values({ userId: person.userId, endpoint: `${pushService.origin}${at}`, p256dh: keys.p256dh, auth: keys.auth });
  return {
    path: at,
    pushes: () => pushService.received.filter((push) => push.path === at).map((push) => decryptedPush(push, keys)),
  };
}

/** The partnership news mails an address got (its other mails are the verification and reminders). */
const newsTo = (address: string) => smtp.mailsTo(address).filter((mail) => mail.text?.includes('partnership’s news') ?? false);

/** A header as the raw message carries it, unfolded. */
function headerValue(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines
    .find((header) => header.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .replace(/\r\n\s+/g, ' ')
    .trim();
}

const EMAIL = { email: true, push: false };
const PUSH = { email: false, push: true };
const BOTH = { email: true, push: true };

/** A player with a challenge "Move" and a partner who may punish, trusted beyond the first week. */
async function playerAndPartner(name: string) {
  const pairing = await signUpPair(server, name, KEYHOLDER);
  await backdatePartnership(server, pairing.partnership.id, TRUST_DAYS + 1);
  await startChallenge(server, pairing.player, 'Move');
  return pairing;
}

/** Local 'HH:MM' in Madrid, `minutes` from now. */
const madridTime = (minutes: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: MADRID, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(Date.now() + minutes * 60_000),
  );

describe('partnership news by e-mail and push', () => {
  it('mails the partner of a player’s check-in once, naming both and the challenge, with links into the app', async () => {
    const { player, partner } = await playerAndPartner('mail');
    await receiving(partner, { partnerChannels: EMAIL });

    await checkIn(server, player);
    await runScan();
    const mail = await smtp.waitFor(partner.email, 2);
    expect(newsTo(partner.email)).toEqual([mail]);
    expect(mail.subject).toBe('mail_player checked in to “Move” today');
    expect(mail.text).toContain('Hello mail_partner,');
    expect(mail.text).toContain(`${PUBLIC_URL}/partner/players/${player.userId}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/partner/players/${player.userId}"`);
    expect(mail.html).toContain('<html lang="en">');

    // Later scans send nothing more.
    await runScan();
    await runScan(new Date(Date.now() + 60_000));
    expect(newsTo(partner.email)).toHaveLength(1);

    // The one-click unsubscribe stops these mails, and leaves the bell and the reminders as they were.
    const listUnsubscribe = new URL(headerValue(mail, 'List-Unsubscribe')!.slice(1, -1));
    expect(headerValue(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`${PUBLIC_URL}/unsubscribe?token=${listUnsubscribe.searchParams.get('token')}`);
    const unsubscribed = await server.app.inject({
      method: 'POST',
      url: `${listUnsubscribe.pathname}${listUnsubscribe.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.json()).toEqual({ kind: 'partner_news' });
    const settings = (await server.call(notificationsApi.settings, { as: partner })).json<NotificationSettings>();
    expect(settings.partnerChannels).toEqual({ email: false, push: false });
    expect(settings.channels).toEqual(defaultNotificationSettings.channels);
  });

  it('pushes the partner of a player’s check-in when push is chosen, to the partner’s view of the player', async () => {
    const { player, partner } = await playerAndPartner('push');
    await receiving(partner, { partnerChannels: PUSH });
    const phone = await subscribedBrowser(partner);

    await checkIn(server, player);
    await runScan();
    await runScan();
    expect(phone.pushes()).toEqual([
      { title: 'push_player checked in to “Move” today', body: '', url: `/partner/players/${player.userId}` },
    ]);
    expect(newsTo(partner.email)).toEqual([]);
  });

  it('tells the player of their partner’s punishment on both channels, in the player’s language, with the reason', async () => {
    const { player, partner } = await playerAndPartner('punish');
    await receiving(player, { partnerChannels: BOTH });
    expect((await server.call(profileApi.updateMe, { body: { language: 'es' }, as: player })).statusCode).toBe(200);
    const phone = await subscribedBrowser(player);

    const punished = await server.call(partnerApi.punish, {
      params: { playerId: player.userId },
      body: { points: 3, reason: 'skipped the run' },
      as: partner,
    });
    expect(punished.statusCode, punished.body).toBe(200);
    await runScan();

    const mail = await smtp.waitFor(player.email, 2);
    expect(mail.subject).toBe('punish_partner te ha dado 3 puntos de castigo');
    expect(mail.text).toContain('Motivo: skipped the run');
    expect(mail.text).toContain(`${PUBLIC_URL}/partner\n`);
    expect(mail.html).toContain('<html lang="es">');
    expect(phone.pushes()).toEqual([
      { title: 'punish_partner te ha dado 3 puntos de castigo', body: 'Motivo: skipped the run', url: '/partner' },
    ]);
  });

  it('sends no kind its receiver turned off, on any channel, even when it was turned off after the bell got it', async () => {
    const { player, partner } = await playerAndPartner('off');
    const off = { ...defaultNotificationSettings.partner, player_checked_in: false };
    await receiving(partner, { partnerChannels: BOTH });
    const phone = await subscribedBrowser(partner);

    await checkIn(server, player);
    // Found by one scan, then turned off before a sender claims it: the claim refuses it.
    const found = await findDuePartnerNews(db, {
      now: new Date(),
      windowSeconds: 3600,
      claimTimeoutSeconds: NEWS_CLAIM_TIMEOUT_SECONDS,
      limit: 100,
    });
    const news = found.filter((item) => item.userId === partner.userId);
    expect(news.map((item) => item.kind)).toEqual(['player_checked_in']);
    await receiving(partner, { partnerChannels: BOTH, partner: off });
    await sendPartnerNews(db, news, deliver);
    await runScan();

    // A kind off from the start, and the bell's own news of it, stay away too.
    const other = await playerAndPartner('off_again');
    await receiving(other.partner, { partnerChannels: BOTH, partner: off });
    const otherPhone = await subscribedBrowser(other.partner);
    await checkIn(server, other.player);
    await runScan();

    // A kind still on is sent: the scans did run.
    const finished = await server.call(partnerApi.endAsPlayer, { as: player });
    expect(finished.statusCode, finished.body).toBe(200);
    await runScan();
    await smtp.waitFor(partner.email, 2);
    expect(newsTo(partner.email).map((mail) => mail.subject)).toEqual(['off_player ended your partnership']);
    expect(phone.pushes()).toEqual([{ title: 'off_player ended your partnership', body: '', url: '/partner' }]);
    expect(newsTo(other.partner.email)).toEqual([]);
    expect(otherPhone.pushes()).toEqual([]);
  });

  it('holds news in the receiver’s quiet hours and sends it once they end', async () => {
    const { player, partner } = await playerAndPartner('quiet');
    const quiet = { partnerChannels: EMAIL, quietHours: { start: madridTime(-60), end: madridTime(60) } };
    await receiving(partner, quiet);

    await checkIn(server, player);
    await runScan();
    await runScan(new Date(Date.now() + 30 * 60_000));
    expect(newsTo(partner.email)).toEqual([]);
    // Saving the settings again keeps the channel on since it was first turned on: the held news stays due.
    await receiving(partner, quiet);

    await runScan(new Date(Date.now() + 2 * 60 * 60_000));
    await smtp.waitFor(partner.email, 2);
    expect(newsTo(partner.email).map((mail) => mail.subject)).toEqual(['quiet_player checked in to “Move” today']);
  });

  it('sends once when two instances scan and send at the same moment', async () => {
    const { player, partner } = await playerAndPartner('twice');
    await receiving(partner, { partnerChannels: BOTH });
    const phone = await subscribedBrowser(partner);
    await checkIn(server, player);

    // Two scans queue one job: its singleton key is the notification.
    await Promise.all([runDueScan(queue, db, new Date()), runDueScan(queue, db, new Date())]);
    const jobs = await queue.fetch<PartnerNews>(SEND_PARTNER_NEWS, { batchSize: 100, ignoreStartAfter: true });
    const mine = jobs.filter((job) => job.data.userId === partner.userId);
    expect(mine).toHaveLength(1);
    await queue.complete(
      SEND_PARTNER_NEWS,
      jobs.map((job) => job.id),
    );

    // Two senders holding the same news (a second job that got in): one claims it, one sends nothing.
    const news = mine.map((job) => job.data);
    await Promise.all([sendPartnerNews(db, news, deliver), sendPartnerNews(db, news, deliver)]);
    await runScan();
    await smtp.waitFor(partner.email, 2);
    expect(newsTo(partner.email)).toHaveLength(1);
    expect(phone.pushes()).toHaveLength(1);
  });

  it('sends again after a failed delivery, and only what was not delivered', async () => {
    const { player, partner } = await playerAndPartner('retry');
    await receiving(partner, { partnerChannels: PUSH });
    const phone = await subscribedBrowser(partner);
    pushService.answer(phone.path, 500);

    await checkIn(server, player);
    await expect(runScan()).rejects.toThrow(/not delivered/);
    expect(phone.pushes()).toHaveLength(1);

    pushService.answer(phone.path, 201);
    await runScan();
    await runScan();
    expect(phone.pushes()).toHaveLength(2);
    const sent = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(partnerNewsSent)
      .where(and(eq(partnerNewsSent.userId, partner.userId), isNotNull(partnerNewsSent.deliveredAt)));
    expect(sent).toEqual([{ count: 1 }]);
  });

  it('sends nothing of what came before the receiver turned a channel on', async () => {
    const { player, partner } = await playerAndPartner('late');
    await checkIn(server, player);
    await receiving(partner, { partnerChannels: EMAIL });
    await runScan();
    const finished = await server.call(partnerApi.endAsPartner, { params: { playerId: player.userId }, as: partner });
    expect(finished.statusCode, finished.body).toBe(200);
    await runScan();
    // The partner ended it, so the player hears of it; the partner got nothing of the check-in.
    expect(newsTo(partner.email)).toEqual([]);
  });
  it('mails the partner of a day their player missed, found and sent by the same scan', async () => {
    const { player, partner } = await playerAndPartner('missed');
    await receiving(partner, { partnerChannels: EMAIL });
    const today = calendarDay(new Date(), MADRID);
    const tomorrow = calendarDay(new Date(zonedInstant(today, 12 * 60, MADRID).getTime() + 86_400_000), MADRID);

    await runScan(zonedInstant(tomorrow, 1, MADRID));
    await smtp.waitFor(partner.email, 2);
    expect(newsTo(partner.email).map((mail) => mail.subject)).toEqual([
      'missed_player ended a day of “Move” without checking in',
    ]);
    expect(newsTo(partner.email)[0]!.text).toContain(`${PUBLIC_URL}/partner/players/${player.userId}`);
  });
});

describe('the partnership news settings', () => {
  it('are off by default, saved as chosen, and refuse what is not two switches', async () => {
    const person = await server.signUp();
    const settingsOf = async () => (await server.call(notificationsApi.settings, { as: person })).json<NotificationSettings>();
    expect((await settingsOf()).partnerChannels).toEqual({ email: false, push: false });

    const bad = [
      { ...defaultNotificationSettings, partnerChannels: { email: 'yes', push: false } },
      { ...defaultNotificationSettings, partnerChannels: { email: true, push: false, sms: true } },
      { ...defaultNotificationSettings, partnerChannels: { email: true } },
      { ...defaultNotificationSettings, partnerChannels: undefined },
    ];
    for (const payload of bad) {
      const response = await server.request({ method: 'PUT', url: notificationsApi.saveSettings.path, payload, as: person });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
    }
    expect(await settingsOf()).toEqual(defaultNotificationSettings);

    const chosen = { ...defaultNotificationSettings, partnerChannels: { email: true, push: true } };
    expect((await server.call(notificationsApi.saveSettings, { body: chosen, as: person })).statusCode).toBe(200);
    expect(await settingsOf()).toEqual(chosen);
  });
});

describe('the running send worker', () => {
  // Last in the file: from here on the worker takes every queued job, as on a running server.
  it('sends the news a scan queued, without a hand on the jobs', async () => {
    await startReminderJobs(queue, db, { reminder: async () => undefined, partnerNews: deliver });
    const { player, partner } = await playerAndPartner('worker');
    await receiving(partner, { partnerChannels: EMAIL });

    await checkIn(server, player);
    await runDueScan(queue, db, new Date());
    const mail = await smtp.waitFor(partner.email, 2);
    expect(mail.subject).toBe('worker_player checked in to “Move” today');
  });

  it('is started with the scan every minute and the forgetting of past days every night', async () => {
    const schedules = await queue.getSchedules();
    expect(schedules.map(({ name, cron }) => ({ name, cron }))).toEqual(
      expect.arrayContaining([
        { name: FIND_DUE_REMINDERS, cron: '* * * * *' },
        { name: FORGET_PAST_DAYS, cron: '30 3 * * *' },
      ]),
    );
  });
});
