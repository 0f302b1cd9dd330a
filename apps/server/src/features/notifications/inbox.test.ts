import {
  calendarDay,
  challengesApi,
  defaultNotificationSettings,
  INBOX_SIZE,
  notificationsApi,
  profileApi,
  zonedInstant,
  type Inbox,
  type ProfileLiveFields,
} from '@gauntlet/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import type { Reminder } from './reminders.repository.js';
import { findDue, sendReminders } from './reminders.service.js';

const MADRID = 'Europe/Madrid';
const today = calendarDay(new Date(), MADRID);
const at = (hours: number, minutes = 0) => zonedInstant(today, hours * 60 + minutes, MADRID);
const delivered = async () => undefined;

let server: TestServer;
let db: Database;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.handle.db;
});
afterAll(() => server.close());

/** A player with the daily reminder by e-mail at 09:00 Madrid time and a three-day check-in challenge. */
async function playerWithDailyReminder(title = 'Move'): Promise<TestUser> {
  const player = await server.signUp(undefined, MADRID);
  const settings = {
    ...defaultNotificationSettings,
    channels: { ...defaultNotificationSettings.channels, daily_check_in: { email: true, push: false } },
  };
  expect((await server.call(notificationsApi.saveSettings, { body: settings, as: player })).statusCode).toBe(200);
  const challenge = await server.call(challengesApi.submit, {
    body: {
      title,
      description: 'Every day',
      durationDays: 3,
      goals: [{ category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 3 }],
    },
    as: player,
  });
  expect(challenge.statusCode).toBe(200);
  return player;
}

/** The scheduler's minute at `now`, delivered as the send worker does. */
async function runMinute(now: Date, deliver: (reminder: Reminder) => Promise<void> = delivered) {
  await sendReminders(db, await findDue(db, now), deliver, now);
}

async function inboxOf(player: TestUser): Promise<Inbox> {
  const response = await server.call(notificationsApi.inbox, { as: player });
  expect(response.statusCode).toBe(200);
  return response.json<Inbox>();
}

const unreadOnProfile = async (player: TestUser) =>
  (await server.call(profileApi.me, { as: player })).json<{ unreadNotifications: number }>().unreadNotifications;

describe('the bell', () => {
  it('holds a delivered reminder with the challenge it is about, unread, and counts it on the profile', async () => {
    const player = await playerWithDailyReminder('Run every morning');
    expect(await inboxOf(player)).toEqual({ notifications: [], unreadCount: 0 });
    await runMinute(at(9));
    const { challengeId } = (await server.call(challengesApi.dashboard, { as: player })).json().activeChallenge;
    expect(await inboxOf(player)).toEqual({
      notifications: [
        {
          id: expect.any(String),
          kind: 'daily_check_in',
          challenge: { id: challengeId, title: 'Run every morning' },
          partner: null,
          points: null,
          note: null,
          createdAt: at(9).toISOString(),
          read: false,
        },
      ],
      unreadCount: 1,
    });
    expect(await unreadOnProfile(player)).toBe(1);
  });

  it('gets the reminder even when its e-mail fails, and keeps one row however often it is retried', async () => {
    const player = await playerWithDailyReminder();
    const mailServerDown = async (reminder: Reminder) => {
      if (reminder.userId === player.userId) throw new Error('mail server down');
    };
    await expect(runMinute(at(9, 20), mailServerDown)).rejects.toThrow(/not delivered/);
    expect((await inboxOf(player)).unreadCount).toBe(1);
    await runMinute(at(9, 21));
    await runMinute(at(9, 22));
    const { notifications, unreadCount } = await inboxOf(player);
    expect(notifications.map((notification) => notification.kind)).toEqual(['daily_check_in']);
    expect(unreadCount).toBe(1);
  });

  it('keeps the newest notifications only, newest first', async () => {
    const player = await server.signUp(undefined, MADRID);
    // One punishment reminder a day, each delivered the morning it is about.
    const days = Array.from({ length: INBOX_SIZE + 2 }, (_, index) => calendarDay(new Date(Date.UTC(2026, 0, 1 + index)), 'UTC'));
    for (const [index, day] of days.entries()) {
      const reminder: Reminder = {
        userId: player.userId,
        kind: 'punishment_waiting',
        day,
        channels: ['email'],
        challengeId: null,
      };
      await sendReminders(db, [reminder], delivered, new Date(Date.UTC(2026, 0, 1 + index, 9)));
    }
    const { notifications, unreadCount } = await inboxOf(player);
    expect(notifications).toHaveLength(INBOX_SIZE);
    expect(unreadCount).toBe(INBOX_SIZE);
    expect(notifications[0]!.createdAt).toBe(new Date(Date.UTC(2026, 0, days.length, 9)).toISOString());
    expect(notifications.at(-1)!.createdAt).toBe(new Date(Date.UTC(2026, 0, 3, 9)).toISOString());
    expect(notifications[0]!.challenge).toBeNull();
  });
});

describe('reading notifications', () => {
  /** A player with two unread notifications: today's daily reminder and a punishment reminder. */
  async function playerWithTwoUnread(): Promise<TestUser> {
    const player = await playerWithDailyReminder();
    await runMinute(at(10));
    const punishment: Reminder = {
      userId: player.userId,
      kind: 'punishment_waiting',
      day: today,
      channels: [],
      challengeId: null,
    };
    await sendReminders(db, [punishment], delivered, at(10, 1));
    expect((await inboxOf(player)).unreadCount).toBe(2);
    return player;
  }

  it('marks one read, then all, and counts what is left on the profile', async () => {
    const player = await playerWithTwoUnread();
    const [newest, oldest] = (await inboxOf(player)).notifications;
    const one = await server.call(notificationsApi.markRead, { params: { notificationId: oldest!.id }, as: player });
    expect(one.statusCode).toBe(200);
    expect(one.json<Inbox>().unreadCount).toBe(1);
    expect(one.json<Inbox>().notifications.map((notification) => [notification.id, notification.read])).toEqual([
      [newest!.id, false],
      [oldest!.id, true],
    ]);
    expect(await unreadOnProfile(player)).toBe(1);

    const again = await server.call(notificationsApi.markRead, { params: { notificationId: oldest!.id }, as: player });
    expect(again.json<Inbox>().unreadCount).toBe(1);

    const all = await server.call(notificationsApi.markAllRead, { as: player });
    expect(all.statusCode).toBe(200);
    expect(all.json<Inbox>().unreadCount).toBe(0);
    expect(all.json<Inbox>().notifications.every((notification) => notification.read)).toBe(true);
    expect(await unreadOnProfile(player)).toBe(0);
  });

  it("answers 404 for another player's notification, or none, and leaves it unread", async () => {
    const owner = await playerWithTwoUnread();
    const stranger = await server.signUp();
    const [notification] = (await inboxOf(owner)).notifications;
    for (const notificationId of [notification!.id, crypto.randomUUID()]) {
      const response = await server.call(notificationsApi.markRead, { params: { notificationId }, as: stranger });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Notification not found' } });
    }
    expect(await server.call(notificationsApi.markAllRead, { as: stranger }).then((response) => response.json<Inbox>())).toEqual({
      notifications: [],
      unreadCount: 0,
    });
    expect((await inboxOf(owner)).unreadCount).toBe(2);
  });

  it('answers 400 in the error shape for an id that is no id, and 401 without a session', async () => {
    const player = await playerWithTwoUnread();
    const response = await server.call(notificationsApi.markRead, { params: { notificationId: 'not-an-id' }, as: player });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
    expect((await server.call(notificationsApi.inbox)).statusCode).toBe(401);
    expect((await server.call(notificationsApi.markAllRead)).statusCode).toBe(401);
    expect((await inboxOf(player)).unreadCount).toBe(2);
  });
});

describe('the live unread count', () => {
  it("reaches the player's open stream when a reminder arrives and when it is read", async () => {
    const player = await playerWithDailyReminder();
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const stream = await fetch(`${address}${profileApi.events.path}`, {
        headers: { cookie: player.cookie },
        signal: controller.signal,
      });
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      /** The unread counts of the profile events received so far, once there are `count` of them. */
      const unreadCounts = async (count: number) => {
        const counts = () =>
          text
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => (JSON.parse(line.slice(6)) as ProfileLiveFields).unreadNotifications);
        while (counts().length < count) text += (await reader.read()).value ?? '';
        return counts();
      };
      expect(await unreadCounts(1)).toEqual([0]);

      await runMinute(at(11));
      expect(await unreadCounts(2)).toEqual([0, 1]);

      await server.call(notificationsApi.markAllRead, { as: player });
      expect(await unreadCounts(3)).toEqual([0, 1, 0]);
    } finally {
      controller.abort();
    }
  });
});
