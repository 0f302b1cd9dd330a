import {
  minuteOfDay,
  partnerNotificationKinds,
  reminderKinds,
  type NotificationSettings,
  type ReminderChannel,
  type ReminderKind,
} from '@gauntlet/core';
import type { SettingsRow } from './notifications.repository.js';

const asTime = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const kindsOn = (settings: NotificationSettings, channel: ReminderChannel): ReminderKind[] =>
  reminderKinds.filter((kind) => settings.channels[kind][channel]);

/**
 * Settings as stored: the kinds each channel carries, times as minutes after midnight, and a
 * partnership news channel that is on as on since `now` (saving keeps an earlier start).
 */
export function toRow(settings: NotificationSettings, now = new Date()): SettingsRow {
  return {
    emailKinds: kindsOn(settings, 'email'),
    pushKinds: kindsOn(settings, 'push'),
    dailyCheckInMinute: minuteOfDay(settings.dailyCheckInTime),
    quietStartMinute: minuteOfDay(settings.quietHours.start),
    quietEndMinute: minuteOfDay(settings.quietHours.end),
    partnerKindsOff: partnerNotificationKinds.filter((kind) => !settings.partner[kind]),
    partnerEmailFrom: settings.partnerChannels.email ? now : null,
    partnerPushFrom: settings.partnerChannels.push ? now : null,
  };
}

export function fromRow(row: SettingsRow): NotificationSettings {
  const channelsOf = (kind: ReminderKind) => ({ email: row.emailKinds.includes(kind), push: row.pushKinds.includes(kind) });
  return {
    channels: {
      daily_check_in: channelsOf('daily_check_in'),
      last_day: channelsOf('last_day'),
      ended_unfinished: channelsOf('ended_unfinished'),
      punishment_waiting: channelsOf('punishment_waiting'),
    },
    dailyCheckInTime: asTime(row.dailyCheckInMinute),
    quietHours: { start: asTime(row.quietStartMinute), end: asTime(row.quietEndMinute) },
    partner: Object.fromEntries(
      partnerNotificationKinds.map((kind) => [kind, !(row.partnerKindsOff ?? []).includes(kind)]),
    ) as NotificationSettings['partner'],
    partnerChannels: { email: row.partnerEmailFrom != null, push: row.partnerPushFrom != null },
  };
}
