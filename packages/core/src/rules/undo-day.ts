import { calendarDay } from './calendar.js';

/**
 * A check-in, a step or a switch turn can be taken back on the calendar day it was made, in the
 * challenge's zone: a mis-tap is put right the same day, and a day that is over stays as it was.
 */
export function canUndoOn(madeAt: Date, now: Date, timeZone: string): boolean {
  return calendarDay(madeAt, timeZone) === calendarDay(now, timeZone);
}
