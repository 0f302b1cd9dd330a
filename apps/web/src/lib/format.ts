import { plural, t } from '@lingui/core/macro';
import { remainingTimeText as englishRemainingTime } from '@gauntlet/core';
import { activeLanguage } from './i18n';

/**
 * Numbers and counted words in the reader's language (dates are `date-format.ts`'s). English
 * keeps the forms the product was written with (core's formatters); other languages follow their
 * own rules through Intl.
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

/**
 * How long ago a moment was: 'just now' under a minute (a clock a little ahead included), then
 * minutes, hours and days: '5 minutes ago', 'yesterday' / 'hace 5 minutos', 'ayer'.
 */
export function formatTimeAgo(instant: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - instant.getTime()) / 60_000);
  if (minutes < 1) return t`just now`;
  const relative = new Intl.RelativeTimeFormat(activeLanguage(), { numeric: 'auto' });
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
