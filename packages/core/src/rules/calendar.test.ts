import { describe, expect, it } from 'vitest';
import { calendarDay, challengeWindow, daysBetween, formatLastDay, remainingTimeText, startOfDay } from './calendar.js';

describe('calendar days in the user’s zone', () => {
  const instant = new Date('2026-03-28T23:30:00Z');

  it('tells the local day', () => {
    expect(calendarDay(instant, 'UTC')).toBe('2026-03-28');
    expect(calendarDay(instant, 'Europe/Madrid')).toBe('2026-03-29');
    expect(calendarDay(instant, 'America/Los_Angeles')).toBe('2026-03-28');
  });

  it('starts a challenge at local midnight and ends it a second before midnight after the duration', () => {
    const window = challengeWindow(new Date('2026-06-10T10:00:00Z'), 'Europe/Madrid', 7);
    expect(window.startDate.toISOString()).toBe('2026-06-09T22:00:00.000Z');
    expect(window.endDate.toISOString()).toBe('2026-06-16T21:59:59.000Z');
  });

  it('handles a daylight-saving change inside the challenge', () => {
    // Madrid moves to summer time on 2026-03-29.
    const window = challengeWindow(new Date('2026-03-27T12:00:00Z'), 'Europe/Madrid', 3);
    expect(window.startDate.toISOString()).toBe('2026-03-26T23:00:00.000Z');
    expect(window.endDate.toISOString()).toBe('2026-03-29T21:59:59.000Z');
    expect(startOfDay(new Date('2026-03-29T12:00:00Z'), 'Europe/Madrid').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('counts calendar days between instants', () => {
    expect(daysBetween(new Date('2026-01-01T23:00:00Z'), new Date('2026-01-02T01:00:00Z'), 'UTC')).toBe(1);
    expect(daysBetween(new Date('2026-01-01T22:00:00Z'), new Date('2026-01-01T23:30:00Z'), 'Europe/Madrid')).toBe(1);
  });

  it("shows the last day as 'Weekday, day Month'", () => {
    expect(formatLastDay(new Date('2026-11-29T12:00:00Z'), 'UTC')).toBe('Sunday, 29 November');
  });
});

describe('remaining-time text (spec 4)', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const after = (ms: number) => new Date(now.getTime() + ms);

  it.each([
    ['past the end', -1000, 'Finished'],
    ['three full days', 3 * 86_400_000 + 1000, '4 days left'],
    ['one full day', 86_400_000, '2 days left'],
    ['five hours', 5 * 3_600_000 + 1000, '5 hours left'],
    ['one hour', 3_600_000, '1 hour left'],
    ['thirty minutes', 30 * 60_000, '30 minutes left'],
    ['five minutes', 5 * 60_000, 'Ending soon'],
  ])('%s', (_label, ms, text) => {
    expect(remainingTimeText(after(ms), now)).toBe(text);
  });

  it('says Invalid date for a date it cannot read', () => {
    expect(remainingTimeText('not a date', now)).toBe('Invalid date');
  });
});
