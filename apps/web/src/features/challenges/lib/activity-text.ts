import { plural, t } from '@lingui/core/macro';
import type { Activity } from '@gauntlet/core';
import { formatDateWithWeekday } from '../../../lib/date-format';

type ActivityDay = Activity['days'][number];

/** What a day of the calendar says, e.g. 'Mon, 23 Nov 2026 (today): 2 check-ins'. */
export function dayLabel({ day, checkIns, state }: ActivityDay, today: string): string {
  const date = formatDateWithWeekday(day);
  const isToday = day === today;
  switch (state) {
    case 'checkedIn':
      return isToday
        ? plural(checkIns, { one: `${date} (today): # check-in`, other: `${date} (today): # check-ins` })
        : plural(checkIns, { one: `${date}: # check-in`, other: `${date}: # check-ins` });
    case 'missed':
      return isToday ? t`${date} (today): missed` : t`${date}: missed`;
    case 'outside':
      return isToday ? t`${date} (today): no challenge` : t`${date}: no challenge`;
    case 'future':
      return isToday ? t`${date} (today): no check-in yet` : t`${date}: to come`;
  }
}

/** One sentence for the whole calendar: check-ins, days with one, and the best current streak. */
export function activitySummary({ days, streaks }: Activity): string {
  const checkedIn = days.filter((entry) => entry.checkIns > 0);
  const total = checkedIn.reduce((sum, entry) => sum + entry.checkIns, 0);
  const dayCount = checkedIn.length;
  if (streaks.length === 0) {
    return t`${plural(total, { one: '# check-in', other: '# check-ins' })} on ${plural(dayCount, { one: '# day', other: '# days' })} in the last 6 months.`;
  }
  const current = Math.max(...streaks.map((streak) => streak.current));
  return t`${plural(total, { one: '# check-in', other: '# check-ins' })} on ${plural(dayCount, { one: '# day', other: '# days' })} in the last 6 months; current streak ${plural(current, { one: '# day', other: '# days' })}.`;
}
