import { activeLanguage } from './i18n';

/**
 * The one way the app writes dates and times, in the reader's language through Intl: English the
 * British way ('29 Nov 2026, 10:05'), Spanish as Spanish does ('29 nov 2026, 10:05'). Every
 * screen writes its dates with these, so a date reads the same wherever it appears.
 *
 * A moment is an instant (a Date or an ISO timestamp), shown on the wall clock of `timeZone`
 * (this device's when left out). A calendar date ('YYYY-MM-DD') names the same day in every zone.
 * Anything unreadable shows as a dash.
 */
export type Moment = Date | string;

const LOCALE = { en: 'en-GB', es: 'es-ES' } as const;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

// Long lists (the activity calendar's 182 days, a chart's table) format many dates at each draw.
const formatters = new Map<string, Intl.DateTimeFormat>();

function write(moment: Moment, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const calendarDate = typeof moment === 'string' && CALENDAR_DATE.test(moment);
  const instant = calendarDate ? new Date(`${moment}T12:00:00Z`) : new Date(moment);
  if (Number.isNaN(instant.getTime())) return '—';
  const locale = LOCALE[activeLanguage()];
  const zone = calendarDate ? 'UTC' : timeZone;
  const key = `${locale} ${zone ?? ''} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/** A day: '29 Nov 2026' / '29 nov 2026'. */
export function formatDate(moment: Moment, timeZone?: string): string {
  return write(moment, DAY, timeZone);
}

/** A day with its weekday, where the weekday helps to plan: 'Sun, 29 Nov 2026' / 'dom, 29 nov 2026'. */
export function formatDateWithWeekday(moment: Moment, timeZone?: string): string {
  return write(moment, { weekday: 'short', ...DAY }, timeZone);
}

/** A day and the time on it: '29 Nov 2026, 10:05' / '29 nov 2026, 10:05'. */
export function formatDateTime(moment: Moment, timeZone?: string): string {
  return write(moment, { ...DAY, ...TIME }, timeZone);
}

/** The time of day, where the day goes without saying: '10:05'. */
export function formatTime(moment: Moment, timeZone?: string): string {
  return write(moment, TIME, timeZone);
}

/** The weekday's name: 'Sunday' / 'domingo'. */
export function formatWeekday(moment: Moment, timeZone?: string): string {
  return write(moment, { weekday: 'long' }, timeZone);
}

/** The weekday's short name, for a calendar's rows: 'Mon' / 'lun'. */
export function formatShortWeekday(moment: Moment, timeZone?: string): string {
  return write(moment, { weekday: 'short' }, timeZone);
}

/** The month's short name, for a calendar's month labels: 'Nov' / 'nov'. */
export function formatMonth(moment: Moment, timeZone?: string): string {
  return write(moment, { month: 'short' }, timeZone);
}
