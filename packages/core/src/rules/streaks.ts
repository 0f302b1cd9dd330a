import { addDays, calendarDay } from './calendar.js';

export interface Streak {
  /** Consecutive days with a check-in up to the latest one, while it is not older than yesterday. */
  current: number;
  /** The most consecutive days with a check-in ever. */
  longest: number;
}

/**
 * A metric's streaks in days, from the calendar dates ('YYYY-MM-DD', any order, repeats allowed)
 * it was checked in on and "today" in the user's current zone at `now`. Today is not over, so
 * a streak still counts while its last day is yesterday; a day after today (checked in while in
 * a zone ahead of the current one) continues it. Dates are counted as dates, so a 23- or 25-hour
 * day is one day like any other.
 */
export function checkInStreaks(days: Iterable<string>, now: Date, timeZone: string): Streak {
  const sorted = [...new Set(days)].sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of sorted) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const yesterday = addDays(calendarDay(now, timeZone), -1);
  const current = previous !== undefined && previous >= yesterday ? run : 0;
  return { current, longest };
}
