import { plural, t } from '@lingui/core/macro';
import type { Activity } from '@gauntlet/core';
import { activeLanguage } from '../../../lib/i18n';

type ActivityDay = Activity['days'][number];

// English days read the British way ('Mon 23 Nov'), as the product was written; Spanish as Spanish does ('lun, 23 nov').
const LOCALE = { en: 'en-GB', es: 'es-ES' } as const;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and form: the calendar formats 182 days at each draw. */
function formatIn(options: Intl.DateTimeFormatOptions, day: string): string {
  const locale = LOCALE[activeLanguage()];
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** 'Mon 23 Nov' of a calendar date ('YYYY-MM-DD'), whatever the viewer's zone. */
export function formatCalendarDay(day: string): string {
  return formatIn({ weekday: 'short', day: 'numeric', month: 'short' }, day);
}

/** 'Mon' of a calendar date: 'lun' in Spanish. */
export function formatCalendarWeekday(day: string): string {
  return formatIn({ weekday: 'short' }, day);
}

/** 'Nov' of a calendar date. */
export function formatCalendarMonth(day: string): string {
  return formatIn({ month: 'short' }, day);
}

/** What a day of the calendar says, e.g. 'Mon 23 Nov (today): 2 check-ins'. */
export function dayLabel({ day, checkIns, state }: ActivityDay, today: string): string {
  const date = formatCalendarDay(day);
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
