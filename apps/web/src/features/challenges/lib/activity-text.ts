import type { Activity } from '@gauntlet/core';

type ActivityDay = Activity['days'][number];

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** 'Mon 23 Nov' of a calendar date ('YYYY-MM-DD'), whatever the viewer's zone. */
export function formatCalendarDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** 'Nov' of a calendar date. */
export function formatCalendarMonth(day: string): string {
  return monthFormat.format(new Date(`${day}T00:00:00Z`));
}

function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** What a day of the calendar says, e.g. 'Mon 23 Nov (today): 2 check-ins'. */
export function dayLabel({ day, checkIns, state }: ActivityDay, today: string): string {
  const when = day === today ? `${formatCalendarDay(day)} (today)` : formatCalendarDay(day);
  switch (state) {
    case 'checkedIn':
      return `${when}: ${countOf(checkIns, 'check-in')}`;
    case 'missed':
      return `${when}: missed`;
    case 'outside':
      return `${when}: no challenge`;
    case 'future':
      return day === today ? `${when}: no check-in yet` : `${when}: to come`;
  }
}

/** One sentence for the whole calendar: check-ins, days with one, and the best current streak. */
export function activitySummary({ days, streaks }: Activity): string {
  const checkedIn = days.filter((entry) => entry.checkIns > 0);
  const total = checkedIn.reduce((sum, entry) => sum + entry.checkIns, 0);
  const sentence = `${countOf(total, 'check-in')} on ${countOf(checkedIn.length, 'day')} in the last 6 months`;
  if (streaks.length === 0) return `${sentence}.`;
  const current = Math.max(...streaks.map((streak) => streak.current));
  return `${sentence}; current streak ${countOf(current, 'day')}.`;
}
