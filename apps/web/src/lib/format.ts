import { plural, t } from '@lingui/core/macro';
import {
  formatLastDay as englishLastDay,
  remainingTimeText as englishRemainingTime,
  weekdayOf as englishWeekday,
} from '@gauntlet/core';
import { activeLanguage } from './i18n';

/**
 * Numbers, dates and counted words in the reader's language. English keeps the forms the product
 * was written with (core's formatters); other languages follow their own rules through Intl.
 */

/** A whole number with its thousands marked, also four-digit ones: 1,234 and 1.234. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(activeLanguage(), { useGrouping: 'always', maximumFractionDigits: 2 }).format(value);
}

/** Points with their unit: '1,234 RP' / '1.234 PR'. */
export function formatPoints(value: number, unit: 'RP' | 'PP'): string {
  const amount = formatNumber(value);
  return unit === 'RP' ? t`${amount} RP` : t`${amount} PP`;
}

/** A change of points with its sign (a true minus sign) and unit: '+8 RP', '−1 PP', '0 RP'. */
export function formatPointsChange(delta: number, unit: 'RP' | 'PP'): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '\u2212' : '';
  return `${sign}${formatPoints(Math.abs(delta), unit)}`;
}

/** A file size in megabytes (MiB) with at most one decimal: '12.3 MB' / '12,3 MB'. */
export function formatMegabytes(bytes: number): string {
  const amount = new Intl.NumberFormat(activeLanguage(), { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
  return t`${amount} MB`;
}

/** A number of days: '1 day' / '3 days', '1 día' / '3 días'. */
export function daysText(count: number): string {
  return plural(count, { one: '# day', other: '# days' });
}

/** A challenge's last day: 'Monday, 23 November' / 'lunes, 23 de noviembre'. */
export function formatLastDay(instant: Date, timeZone: string): string {
  if (activeLanguage() === 'en') return englishLastDay(instant, timeZone);
  return new Intl.DateTimeFormat(activeLanguage(), { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(instant);
}

/** The weekday of a 'YYYY-MM-DD' day: 'Sunday' / 'domingo'. */
export function weekdayOf(day: string): string {
  if (activeLanguage() === 'en') return englishWeekday(day);
  return new Intl.DateTimeFormat(activeLanguage(), { timeZone: 'UTC', weekday: 'long' }).format(new Date(`${day}T12:00:00Z`));
}

/** A moment on this device's clock, with a short month: '3 Jan 2026, 10:05' / '3 ene 2026, 10:05'. */
export function formatShortDateTime(instant: Date): string {
  const language = activeLanguage();
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

const DAY_MS = 86_400_000;

/** 'Finished', 'N days left' (full days + 1), hours, then minutes above 5, else 'Ending soon'. */
export function remainingTimeText(endDate: Date | string, now: Date = new Date()): string {
  if (activeLanguage() === 'en') return englishRemainingTime(endDate, now);
  const end = typeof endDate === 'string' ? new Date(endDate) : endDate;
  const left = end.getTime() - now.getTime();
  if (Number.isNaN(left)) return t`Invalid date`;
  if (left < 0) return t`Finished`;
  const days = Math.floor(left / DAY_MS);
  if (days > 0) return plural({ daysLeft: days + 1 }, { one: '# day left', other: '# days left' });
  const hours = Math.floor(left / 3_600_000);
  if (hours > 0) return plural(hours, { one: '# hour left', other: '# hours left' });
  const minutes = Math.floor(left / 60_000);
  if (minutes > 5) return plural(minutes, { one: '# minute left', other: '# minutes left' });
  return t`Ending soon`;
}
