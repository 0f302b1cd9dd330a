/**
 * Calendar arithmetic in a user's IANA time zone, with nothing but Intl: "today", "midnight"
 * and "last day" are always the user's own.
 */

const DAY_MS = 86_400_000;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

function zonedParts(instant: Date, timeZone: string): Parts {
  const values: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour!,
    minute: values.minute!,
    second: values.second!,
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function zoneOffset(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of local midnight of the given local date (month 1-12; day may overflow). */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day);
  const first = asUtc - zoneOffset(new Date(asUtc), timeZone);
  return new Date(asUtc - zoneOffset(new Date(first), timeZone));
}

/**
 * The instant a local date and wall-clock time name in a zone (minute 0-1439). A time that a
 * spring-forward change skips is read with the offset before the change (02:30 becomes 03:30),
 * and a time that a fall-back change repeats names its second occurrence, as PostgreSQL's
 * `at time zone` reads them, so the server's queries and these rules agree.
 */
export function zonedInstant(day: string, minuteOfDay: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const asUtc = Date.UTC(year!, month! - 1, date, 0, minuteOfDay);
  const first = asUtc - zoneOffset(new Date(asUtc), timeZone);
  return new Date(asUtc - zoneOffset(new Date(first), timeZone));
}

/** The local calendar day of an instant as YYYY-MM-DD. */
export function calendarDay(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function startOfDay(instant: Date, timeZone: string): Date {
  const { year, month, day } = zonedParts(instant, timeZone);
  return localMidnight(year, month, day, timeZone);
}

/** Start today at local midnight; end at midnight after `durationDays` days, minus one second. */
export function challengeWindow(now: Date, timeZone: string, durationDays: number): { startDate: Date; endDate: Date } {
  const { year, month, day } = zonedParts(now, timeZone);
  const startDate = localMidnight(year, month, day, timeZone);
  const endDate = new Date(localMidnight(year, month, day + durationDays, timeZone).getTime() - 1000);
  return { startDate, endDate };
}

/** The calendar date `count` days after (or, negative, before) a 'YYYY-MM-DD' date. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + count)).toISOString().slice(0, 10);
}

/** Whole calendar days from one instant's local day to another's (may be negative). */
export function daysBetween(from: Date, to: Date, timeZone: string): number {
  const a = zonedParts(from, timeZone);
  const b = zonedParts(to, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** A challenge can be finished from its last calendar day on, in the zone it counts its days in. */
export function canFinishOn(now: Date, endDate: Date, timeZone: string): boolean {
  return calendarDay(now, timeZone) >= calendarDay(endDate, timeZone);
}

/** One day before an instant: a reset metric looks last updated yesterday. */
export function oneDayEarlier(instant: Date): Date {
  return new Date(instant.getTime() - DAY_MS);
}

/** 'Weekday, day Month', e.g. 'Sunday, 29 November'. */
export function formatLastDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(
    instant,
  );
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('day')} ${get('month')}`;
}

/** 'Finished', 'N days left' (full days + 1), hours, then minutes above 5, else 'Ending soon'. */
export function remainingTimeText(endDate: Date | string, now: Date = new Date()): string {
  const end = typeof endDate === 'string' ? new Date(endDate) : endDate;
  if (Number.isNaN(end.getTime())) return 'Invalid date';
  const left = end.getTime() - now.getTime();
  if (left < 0) return 'Finished';
  const days = Math.floor(left / DAY_MS);
  if (days > 0) return `${days + 1} days left`;
  const hours = Math.floor(left / 3_600_000);
  if (hours > 0) return hours === 1 ? '1 hour left' : `${hours} hours left`;
  const minutes = Math.floor(left / 60_000);
  if (minutes > 5) return `${minutes} minutes left`;
  return 'Ending soon';
}

/** 'YYYY-MM-DD HH:mm:ss' on the zone's wall clock, e.g. when a point movement happened. */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = zonedParts(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}
