import type { NotificationSettings, ReminderKind } from '../contracts/notifications.js';
import { addDays, calendarDay, zonedInstant } from './calendar.js';

/** The reminders that are not daily go in the morning of their day, at this local time. */
export const MORNING = '09:00';

/** Minutes after midnight of an 'HH:MM' time. */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** A local calendar day and a minute of it. */
export interface LocalTime {
  day: string;
  minute: number;
}

/**
 * Quiet hours hold a reminder until they end. They run from `start` up to `end` on the wall
 * clock, across midnight when `start` is later than `end`; equal times mean there are none. A
 * reminder held across midnight arrives at the end on the next day.
 */
export function afterQuietHours(at: LocalTime, quietHours: NotificationSettings['quietHours']): LocalTime {
  const start = minuteOfDay(quietHours.start);
  const end = minuteOfDay(quietHours.end);
  if (start === end) return at;
  if (start < end) return at.minute >= start && at.minute < end ? { day: at.day, minute: end } : at;
  if (at.minute >= start) return { day: addDays(at.day, 1), minute: end };
  if (at.minute < end) return { day: at.day, minute: end };
  return at;
}

/** The instant a reminder for a local day and time arrives: held past quiet hours, read in the zone. */
export function reminderDueAt(day: string, time: string, quietHours: NotificationSettings['quietHours'], zone: string): Date {
  const held = afterQuietHours({ day, minute: minuteOfDay(time) }, quietHours);
  return zonedInstant(held.day, held.minute, zone);
}

/**
 * A reminder is due from its instant to the end of that local day: a server that was down when
 * it fell due still sends it later that day, and never on a later day, when it no longer helps.
 */
export function isDue(dueAt: Date, zone: string, now: Date): boolean {
  return dueAt <= now && calendarDay(now, zone) === calendarDay(dueAt, zone);
}

export function hasChannel(settings: NotificationSettings, kind: ReminderKind): boolean {
  const { email, push } = settings.channels[kind];
  return email || push;
}

/** When the daily check-in reminder next goes, at or after `now`, whatever the challenges; null while it is off. */
export function nextDueAt(settings: NotificationSettings, zone: string, now: Date): Date | null {
  if (!hasChannel(settings, 'daily_check_in')) return null;
  const today = calendarDay(now, zone);
  // A reminder held past midnight by quiet hours belongs to the day before, so yesterday's may still come.
  for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
    const dueAt = reminderDueAt(day, settings.dailyCheckInTime, settings.quietHours, zone);
    if (dueAt >= now) return dueAt;
  }
  return null;
}

/** What the reminders depend on, besides the settings. */
export interface ReminderFacts {
  /** The active challenge: its last day, and whether a day still has a check-in to do. */
  activeChallenge: { lastDay: string; checkInOpenOn: (day: string) => boolean } | null;
  /** The local day the latest challenge was finished or cancelled, if any. */
  lastClosedDay: string | null;
  punishmentPoints: number;
}

/** One reminder: its kind, the day it is about (part of its identity), and when it arrives. */
export interface ReminderOccurrence {
  kind: ReminderKind;
  day: string;
  dueAt: Date;
}

/**
 * The day and local time each kind would remind of around `today`:
 * - daily check-in: at the player's time, on a day with a check-in still to do (never once done);
 * - last day: the morning of the active challenge's last day;
 * - ended unfinished: a challenge still active after its last day, the next morning and once
 *   more three days later;
 * - punishment waiting: PP to work off and no challenge for two days, on the morning after them.
 */
function candidates(settings: NotificationSettings, facts: ReminderFacts, today: string) {
  const found: { kind: ReminderKind; day: string; time: string }[] = [];
  const challenge = facts.activeChallenge;
  if (challenge) {
    for (const day of [addDays(today, -1), today]) {
      if (challenge.checkInOpenOn(day)) found.push({ kind: 'daily_check_in', day, time: settings.dailyCheckInTime });
    }
    found.push({ kind: 'last_day', day: challenge.lastDay, time: MORNING });
    for (const after of [1, 4]) found.push({ kind: 'ended_unfinished', day: addDays(challenge.lastDay, after), time: MORNING });
  } else if (facts.punishmentPoints > 0 && facts.lastClosedDay) {
    found.push({ kind: 'punishment_waiting', day: addDays(facts.lastClosedDay, 2), time: MORNING });
  }
  return found;
}

/** The reminders due now for one player, on the channels they chose. */
export function dueReminders(
  settings: NotificationSettings,
  facts: ReminderFacts,
  zone: string,
  now: Date,
): ReminderOccurrence[] {
  return candidates(settings, facts, calendarDay(now, zone))
    .filter(({ kind }) => hasChannel(settings, kind))
    .map(({ kind, day, time }) => ({ kind, day, dueAt: reminderDueAt(day, time, settings.quietHours, zone) }))
    .filter(({ dueAt }) => isDue(dueAt, zone, now));
}
