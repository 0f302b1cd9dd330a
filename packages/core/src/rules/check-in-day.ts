import { addDays, calendarDay, formatLastDay } from './calendar.js';

/** What a check-in's day is measured against: the challenge's window and the zone it counts its days in. */
export interface CheckInWindow {
  startDate: Date | string;
  endDate: Date | string;
  timeZone: string;
}

/** Why a day cannot take a check-in; null when it can. */
export type CheckInDayRefusal = 'future' | 'too_old' | 'before_start' | 'after_end';

/**
 * A check-in counts for the calendar day it was tapped on, in the challenge's zone: today or
 * yesterday (people forget, and a check-in tapped without signal may arrive after midnight),
 * never earlier, never a day that has not begun, and only a day inside the challenge's window.
 */
export function checkInDayRefusal(day: string, now: Date, window: CheckInWindow): CheckInDayRefusal | null {
  const today = calendarDay(now, window.timeZone);
  if (day > today) return 'future';
  if (day < addDays(today, -1)) return 'too_old';
  if (day < calendarDay(new Date(window.startDate), window.timeZone)) return 'before_start';
  if (day > calendarDay(new Date(window.endDate), window.timeZone)) return 'after_end';
  return null;
}

/** Yesterday in the challenge's zone when it can still take a check-in, else null. */
export function openYesterday(now: Date, window: CheckInWindow): string | null {
  const yesterday = addDays(calendarDay(now, window.timeZone), -1);
  return checkInDayRefusal(yesterday, now, window) === null ? yesterday : null;
}

/** The weekday of a 'YYYY-MM-DD' date, e.g. 'Sunday'. */
export function weekdayOf(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' }).format(new Date(`${day}T12:00:00Z`));
}

/** The sentence a refused check-in day shows, for the server's answer and the app's pending item. */
export function checkInDayRefusalText(refusal: CheckInDayRefusal, day: string, window: CheckInWindow): string {
  switch (refusal) {
    case 'future':
      return `${weekdayOf(day)} ${day} has not begun yet in your challenge's time zone, so it cannot be checked in.`;
    case 'too_old':
      return `A check-in counts only for today or yesterday: ${weekdayOf(day)} ${day} is too long ago.`;
    case 'before_start':
      return `Your challenge started after ${weekdayOf(day)} ${day}, so that day cannot be checked in.`;
    case 'after_end':
      return `Your challenge ended on ${formatLastDay(new Date(window.endDate), window.timeZone)}: finish it to see the result.`;
  }
}
