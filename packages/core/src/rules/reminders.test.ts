import { describe, expect, it } from 'vitest';
import {
  defaultNotificationSettings,
  notificationSettingsSchema,
  type NotificationSettings,
} from '../contracts/notifications.js';
import { zonedInstant } from './calendar.js';
import { afterQuietHours, dueReminders, isDue, nextDueAt, reminderDueAt, type ReminderFacts } from './reminders.js';

const MADRID = 'Europe/Madrid';
const noQuiet = { start: '00:00', end: '00:00' };

function daily(time: string, quietHours = noQuiet): NotificationSettings {
  return {
    ...defaultNotificationSettings,
    channels: { ...defaultNotificationSettings.channels, daily_check_in: { email: true, push: false } },
    dailyCheckInTime: time,
    quietHours,
  };
}

describe('a local time read in a zone', () => {
  it('names the same wall-clock time before and after both European changes', () => {
    expect(zonedInstant('2026-03-28', 9 * 60, MADRID).toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(zonedInstant('2026-03-30', 9 * 60, MADRID).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(zonedInstant('2026-10-24', 9 * 60, MADRID).toISOString()).toBe('2026-10-24T07:00:00.000Z');
    expect(zonedInstant('2026-10-26', 9 * 60, MADRID).toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('reads a skipped time with the offset before the change and a repeated one as its second occurrence', () => {
    // 02:30 does not exist on 29 March in Madrid (02:00 becomes 03:00): it is 03:30 summer time.
    expect(zonedInstant('2026-03-29', 150, MADRID).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October (03:00 becomes 02:00): the second, in winter time.
    expect(zonedInstant('2026-10-25', 150, MADRID).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});

describe('the daily reminder across daylight-saving changes', () => {
  it('arrives at 09:00 local on the day of the spring change and the day after', () => {
    const settings = daily('09:00');
    expect(nextDueAt(settings, MADRID, new Date('2026-03-28T09:00:00Z'))?.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(nextDueAt(settings, MADRID, new Date('2026-03-29T07:00:01Z'))?.toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('arrives at 09:00 local on the day of the autumn change and the day after', () => {
    const settings = daily('09:00');
    expect(nextDueAt(settings, MADRID, new Date('2026-10-24T08:00:00Z'))?.toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(nextDueAt(settings, MADRID, new Date('2026-10-25T08:00:01Z'))?.toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('is not scheduled while it is off', () => {
    expect(nextDueAt(defaultNotificationSettings, MADRID, new Date('2026-03-28T09:00:00Z'))).toBeNull();
  });
});

describe('quiet hours', () => {
  const night = { start: '22:00', end: '08:00' };

  it('hold a reminder across midnight until they end the next morning', () => {
    expect(afterQuietHours({ day: '2026-03-28', minute: 23 * 60 + 30 }, night)).toEqual({ day: '2026-03-29', minute: 480 });
    expect(afterQuietHours({ day: '2026-03-28', minute: 7 * 60 }, night)).toEqual({ day: '2026-03-28', minute: 480 });
    expect(afterQuietHours({ day: '2026-03-28', minute: 21 * 60 + 59 }, night)).toEqual({ day: '2026-03-28', minute: 1319 });
  });

  it('hold across midnight and a daylight-saving change to 08:00 local', () => {
    const settings = daily('23:30', night);
    // Saturday 28 March 23:30 is held to Sunday 08:00, already summer time (UTC+2).
    expect(nextDueAt(settings, MADRID, new Date('2026-03-28T12:00:00Z'))?.toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });

  it('hold within a day when they do not span midnight, and not at all when start equals end', () => {
    const lunch = { start: '13:00', end: '15:00' };
    expect(afterQuietHours({ day: '2026-05-01', minute: 14 * 60 }, lunch)).toEqual({ day: '2026-05-01', minute: 900 });
    expect(afterQuietHours({ day: '2026-05-01', minute: 15 * 60 }, lunch)).toEqual({ day: '2026-05-01', minute: 900 });
    expect(afterQuietHours({ day: '2026-05-01', minute: 23 * 60 }, noQuiet)).toEqual({ day: '2026-05-01', minute: 1380 });
  });
});

describe('when a reminder is due', () => {
  const dueAt = reminderDueAt('2026-05-01', '09:00', noQuiet, MADRID);

  it('is due from its minute to the end of its local day, so a restart catches up that day only', () => {
    expect(isDue(dueAt, MADRID, new Date('2026-05-01T06:59:59Z'))).toBe(false);
    expect(isDue(dueAt, MADRID, new Date('2026-05-01T07:00:00Z'))).toBe(true);
    expect(isDue(dueAt, MADRID, new Date('2026-05-01T21:59:59Z'))).toBe(true);
    expect(isDue(dueAt, MADRID, new Date('2026-05-01T22:00:00Z'))).toBe(false);
  });
});

describe('which reminders a player gets', () => {
  const openDays = new Set(['2026-05-01']);
  const active = (lastDay: string): ReminderFacts => ({
    activeChallenge: { lastDay, checkInOpenOn: (day) => openDays.has(day) },
    lastClosedDay: null,
    punishmentPoints: 0,
  });
  const kindsAt = (settings: NotificationSettings, facts: ReminderFacts, iso: string) =>
    dueReminders(settings, facts, MADRID, new Date(iso)).map(({ kind, day }) => `${kind} ${day}`);

  it('reminds to check in only on a day with a check-in still to do', () => {
    expect(kindsAt(daily('09:00'), active('2026-05-07'), '2026-05-01T08:00:00Z')).toEqual(['daily_check_in 2026-05-01']);
    expect(kindsAt(daily('09:00'), active('2026-05-07'), '2026-05-02T08:00:00Z')).toEqual([]);
  });

  it('reminds of the last day on its morning, and of an unfinished challenge the next day and three days later', () => {
    const settings = defaultNotificationSettings;
    expect(kindsAt(settings, active('2026-05-03'), '2026-05-03T07:30:00Z')).toEqual(['last_day 2026-05-03']);
    expect(kindsAt(settings, active('2026-05-03'), '2026-05-04T07:30:00Z')).toEqual(['ended_unfinished 2026-05-04']);
    expect(kindsAt(settings, active('2026-05-03'), '2026-05-05T07:30:00Z')).toEqual([]);
    expect(kindsAt(settings, active('2026-05-03'), '2026-05-07T07:30:00Z')).toEqual(['ended_unfinished 2026-05-07']);
  });

  it('reminds of waiting punishment points two days after the last challenge closed, without an active one', () => {
    const idle: ReminderFacts = { activeChallenge: null, lastClosedDay: '2026-05-01', punishmentPoints: 5 };
    expect(kindsAt(defaultNotificationSettings, idle, '2026-05-02T07:30:00Z')).toEqual([]);
    expect(kindsAt(defaultNotificationSettings, idle, '2026-05-03T07:30:00Z')).toEqual(['punishment_waiting 2026-05-03']);
    expect(kindsAt(defaultNotificationSettings, { ...idle, punishmentPoints: 0 }, '2026-05-03T07:30:00Z')).toEqual([]);
  });

  it('sends nothing of a kind whose channels are both off', () => {
    const off = { email: false, push: false };
    const settings = { ...defaultNotificationSettings, channels: { ...defaultNotificationSettings.channels, last_day: off } };
    expect(kindsAt(settings, active('2026-05-03'), '2026-05-03T07:30:00Z')).toEqual([]);
  });
});

describe('the settings contract', () => {
  it('takes the defaults and refuses times out of range, unknown kinds and channels, and malformed input', () => {
    expect(notificationSettingsSchema.safeParse(defaultNotificationSettings).success).toBe(true);
    const refused = (change: Record<string, unknown>) =>
      notificationSettingsSchema.safeParse({ ...defaultNotificationSettings, ...change }).success === false;
    expect(refused({ dailyCheckInTime: '24:00' })).toBe(true);
    expect(refused({ dailyCheckInTime: '9:00' })).toBe(true);
    expect(refused({ dailyCheckInTime: '12:60' })).toBe(true);
    expect(refused({ quietHours: { start: '22:00' } })).toBe(true);
    expect(refused({ channels: { ...defaultNotificationSettings.channels, weekly: { email: true, push: false } } })).toBe(true);
    expect(refused({ channels: { ...defaultNotificationSettings.channels, last_day: { email: true, sms: true } } })).toBe(true);
    expect(refused({ channels: { ...defaultNotificationSettings.channels, last_day: { email: 'yes', push: false } } })).toBe(
      true,
    );
    expect(refused({ extra: 1 })).toBe(true);
  });
});
