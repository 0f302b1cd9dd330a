import { daysBetween } from './calendar.js';
import { openYesterday, type CheckInWindow } from './check-in-day.js';

/**
 * Where a check-in goal is heading: met already, on track (it can still pass with a day to
 * spare), at risk (it passes only with a check-in on every day still open) or out of reach.
 */
export type CheckInOutlook = 'met' | 'on_track' | 'at_risk' | 'out_of_reach';

export interface CheckInGoalStanding {
  goalValue: number;
  /** The check-ins counted so far (the metric's value). */
  checkIns: number;
  checkedInToday: boolean;
  checkedInYesterday: boolean;
}

/**
 * The days that can still take a check-in: today and each day after it up to the last one, and
 * yesterday while the check-in day rule still takes it, less those already checked in.
 */
export function checkInDaysOpen(standing: CheckInGoalStanding, now: Date, window: CheckInWindow): number {
  const fromToday = Math.max(0, daysBetween(now, new Date(window.endDate), window.timeZone) + 1);
  const today = standing.checkedInToday ? 1 : 0;
  const yesterday = openYesterday(now, window) !== null && !standing.checkedInYesterday ? 1 : 0;
  return Math.max(0, fromToday - today) + yesterday;
}

/** How a check-in goal stands today: what a player reads right after checking in, rather than "would fail today". */
export function checkInOutlook(standing: CheckInGoalStanding, now: Date, window: CheckInWindow): CheckInOutlook {
  const needed = standing.goalValue - standing.checkIns;
  if (needed <= 0) return 'met';
  const open = checkInDaysOpen(standing, now, window);
  if (needed > open) return 'out_of_reach';
  return needed === open ? 'at_risk' : 'on_track';
}
