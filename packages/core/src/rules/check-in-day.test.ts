import { describe, expect, it } from 'vitest';
import { checkInDayRefusal, checkInDayRefusalText, openYesterday, weekdayOf } from './check-in-day.js';

// A week-long challenge in Madrid from Thursday 26 March 2026; summer time starts on Sunday the 29th.
const madrid = { startDate: '2026-03-25T23:00:00.000Z', endDate: '2026-04-01T21:59:59.000Z', timeZone: 'Europe/Madrid' };

describe('the day a check-in may count for', () => {
  it('takes today and yesterday in the challenge’s zone, and refuses older and future days', () => {
    const now = new Date('2026-03-28T12:00:00Z');
    expect(checkInDayRefusal('2026-03-28', now, madrid)).toBeNull();
    expect(checkInDayRefusal('2026-03-27', now, madrid)).toBeNull();
    expect(checkInDayRefusal('2026-03-26', now, madrid)).toBe('too_old');
    expect(checkInDayRefusal('2026-03-29', now, madrid)).toBe('future');
  });

  it('moves to the next day at local midnight, not at UTC midnight', () => {
    // 23:30 UTC on the 28th is 00:30 on the 29th in Madrid, still the 28th in UTC.
    const afterMidnight = new Date('2026-03-28T23:30:00Z');
    expect(checkInDayRefusal('2026-03-29', afterMidnight, madrid)).toBeNull();
    expect(checkInDayRefusal('2026-03-27', afterMidnight, madrid)).toBe('too_old');
    const utc = { ...madrid, timeZone: 'UTC' };
    expect(checkInDayRefusal('2026-03-29', afterMidnight, utc)).toBe('future');
    expect(checkInDayRefusal('2026-03-27', afterMidnight, utc)).toBeNull();
  });

  it('keeps yesterday open across a daylight-saving change (a 23-hour day)', () => {
    // 00:30 on Monday the 30th in Madrid (summer time, UTC+2); Sunday the 29th had 23 hours.
    const now = new Date('2026-03-29T22:30:00Z');
    expect(checkInDayRefusal('2026-03-30', now, madrid)).toBeNull();
    expect(checkInDayRefusal('2026-03-29', now, madrid)).toBeNull();
    expect(checkInDayRefusal('2026-03-28', now, madrid)).toBe('too_old');
  });

  it('refuses yesterday before the challenge started, and days after it ended', () => {
    const firstDay = new Date('2026-03-26T10:00:00Z');
    expect(checkInDayRefusal('2026-03-25', firstDay, madrid)).toBe('before_start');
    const dayAfterEnd = new Date('2026-04-02T10:00:00Z');
    expect(checkInDayRefusal('2026-04-02', dayAfterEnd, madrid)).toBe('after_end');
    // The last day itself may still be checked in the day after.
    expect(checkInDayRefusal('2026-04-01', dayAfterEnd, madrid)).toBeNull();
  });
});

describe('the yesterday offer', () => {
  it('offers yesterday while it is inside the challenge', () => {
    expect(openYesterday(new Date('2026-03-28T12:00:00Z'), madrid)).toBe('2026-03-27');
    expect(openYesterday(new Date('2026-03-26T12:00:00Z'), madrid)).toBeNull();
    expect(openYesterday(new Date('2026-04-02T12:00:00Z'), madrid)).toBe('2026-04-01');
    expect(openYesterday(new Date('2026-04-03T12:00:00Z'), madrid)).toBeNull();
  });

  it('names the weekday and explains each refusal', () => {
    expect(weekdayOf('2026-03-29')).toBe('Sunday');
    expect(checkInDayRefusalText('too_old', '2026-03-26', madrid)).toBe(
      'A check-in counts only for today or yesterday: Thursday 2026-03-26 is too long ago.',
    );
    expect(checkInDayRefusalText('after_end', '2026-04-02', madrid)).toBe(
      'Your challenge ended on Wednesday, 1 April: finish it to see the result.',
    );
  });
});
