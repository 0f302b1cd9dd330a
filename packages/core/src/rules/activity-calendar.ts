import { addDays } from './calendar.js';

/** The check-in calendar covers this many whole weeks, Monday to Sunday, the last holding today. */
export const ACTIVITY_WEEKS = 26;

export const ACTIVITY_STATES = ['checkedIn', 'missed', 'outside', 'future'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** Calendar days from `first` to `last`, both included ('YYYY-MM-DD'). */
export interface DayRange {
  first: string;
  last: string;
}

export interface ActivityDay {
  day: string;
  checkIns: number;
  state: ActivityState;
}

/** 0 for Monday to 6 for Sunday. */
function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The calendar's days: from the Monday `ACTIVITY_WEEKS - 1` weeks before today's week to its Sunday. */
export function activityRange(today: string): DayRange {
  const monday = addDays(today, -weekdayIndex(today));
  return { first: addDays(monday, -7 * (ACTIVITY_WEEKS - 1)), last: addDays(monday, 6) };
}

/**
 * Each day of the calendar: checked in when it has a check-in; otherwise "future" from today on
 * (today is not over), "missed" inside a challenge's days, and "outside" any challenge.
 */
export function activityDays(
  today: string,
  checkInsByDay: ReadonlyMap<string, number>,
  challengeDays: readonly DayRange[],
): ActivityDay[] {
  const { first, last } = activityRange(today);
  const days: ActivityDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const checkIns = checkInsByDay.get(day) ?? 0;
    const inChallenge = challengeDays.some((range) => range.first <= day && day <= range.last);
    const state: ActivityState = checkIns > 0 ? 'checkedIn' : day >= today ? 'future' : inChallenge ? 'missed' : 'outside';
    days.push({ day, checkIns, state });
  }
  return days;
}
