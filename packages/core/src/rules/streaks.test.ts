import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import { checkInStreaks } from './streaks.js';

describe('check-in streaks', () => {
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);

  it('counts back from today when today is checked in', () => {
    expect(checkInStreaks(['2026-05-10', '2026-05-11', '2026-05-12'], noon('2026-05-12'), 'UTC')).toEqual({
      current: 3,
      longest: 3,
    });
  });

  it('still counts from yesterday while today has no check-in, and ends once a whole day is missed', () => {
    const days = ['2026-05-10', '2026-05-11'];
    expect(checkInStreaks(days, noon('2026-05-12'), 'UTC').current).toBe(2);
    expect(checkInStreaks(days, noon('2026-05-13'), 'UTC')).toEqual({ current: 0, longest: 2 });
  });

  it('keeps the longest run apart from the current one, and counts a day checked in twice once', () => {
    const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-07', '2026-05-08', '2026-05-08'];
    expect(checkInStreaks(days, noon('2026-05-08'), 'UTC')).toEqual({ current: 2, longest: 4 });
  });

  it('is zero without check-ins', () => {
    expect(checkInStreaks([], noon('2026-05-08'), 'UTC')).toEqual({ current: 0, longest: 0 });
  });

  it('takes the days in any order', () => {
    expect(checkInStreaks(['2026-05-12', '2026-05-10', '2026-05-11'], noon('2026-05-12'), 'UTC').current).toBe(3);
  });

  describe('across daylight-saving changes', () => {
    // Madrid: the night of Sunday 29 March 2026 has 23 hours, that of Sunday 25 October 25.
    it('counts the 23-hour day in Madrid as one day', () => {
      const days = ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30'];
      // 23:59:59 on 30 March in Madrid (summer time, UTC+2).
      expect(checkInStreaks(days, new Date('2026-03-30T21:59:59Z'), 'Europe/Madrid').current).toBe(4);
      // Midnight on 31 March: today is not over, the streak holds.
      expect(checkInStreaks(days, new Date('2026-03-30T22:00:00Z'), 'Europe/Madrid').current).toBe(4);
      // Midnight on 1 April: 31 March was missed.
      expect(checkInStreaks(days, new Date('2026-03-31T22:00:00Z'), 'Europe/Madrid')).toEqual({ current: 0, longest: 4 });
    });

    it('counts the 25-hour day in Madrid as one day', () => {
      const days = ['2026-10-24', '2026-10-25', '2026-10-26'];
      // 00:30 on 27 October in Madrid (winter time, UTC+1) is still 26 October in UTC.
      expect(checkInStreaks(days, new Date('2026-10-26T23:30:00Z'), 'Europe/Madrid').current).toBe(3);
      expect(checkInStreaks(days, new Date('2026-10-27T23:00:00Z'), 'Europe/Madrid').current).toBe(0);
      // 23:30 on 25 October, the long day itself.
      expect(checkInStreaks(days.slice(0, 2), new Date('2026-10-25T22:30:00Z'), 'Europe/Madrid').current).toBe(2);
    });

    it('counts New York’s spring and autumn changes as one day each', () => {
      const spring = ['2026-03-07', '2026-03-08', '2026-03-09'];
      // 23:30 on 9 March in New York (EDT, UTC−4).
      expect(checkInStreaks(spring, new Date('2026-03-10T03:30:00Z'), 'America/New_York').current).toBe(3);
      const autumn = ['2026-10-31', '2026-11-01'];
      // 00:30 on 2 November (EST, UTC−5): yesterday was the 25-hour 1 November.
      expect(checkInStreaks(autumn, new Date('2026-11-02T05:30:00Z'), 'America/New_York').current).toBe(2);
      // 00:30 on 3 November: 2 November was missed.
      expect(checkInStreaks(autumn, new Date('2026-11-03T05:30:00Z'), 'America/New_York').current).toBe(0);
    });
  });

  describe('after a change of zone', () => {
    it('keeps a streak recorded in Tokyo going when today in Los Angeles is a day behind its last check-in', () => {
      const tokyo = ['2026-06-13', '2026-06-14', '2026-06-15'];
      // 18:00 on 14 June in Los Angeles; Tokyo's 15 June has begun.
      expect(checkInStreaks(tokyo, new Date('2026-06-15T01:00:00Z'), 'America/Los_Angeles')).toEqual({
        current: 3,
        longest: 3,
      });
    });

    it('ends a streak recorded in Los Angeles once a whole day in Tokyo passed without a check-in', () => {
      const losAngeles = ['2026-06-12', '2026-06-13'];
      // 08:00 on 15 June in Tokyo; yesterday there was 14 June.
      expect(checkInStreaks(losAngeles, new Date('2026-06-14T23:00:00Z'), 'Asia/Tokyo').current).toBe(0);
      // 08:00 on 14 June in Tokyo: yesterday was 13 June, still checked in.
      expect(checkInStreaks(losAngeles, new Date('2026-06-13T23:00:00Z'), 'Asia/Tokyo').current).toBe(2);
    });
  });

  describe('over calendar boundaries', () => {
    it('runs across a month and a year end', () => {
      const days = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'];
      expect(checkInStreaks(days, noon('2026-01-02'), 'UTC')).toEqual({ current: 4, longest: 4 });
      expect(checkInStreaks(['2026-04-30', '2026-05-01'], noon('2026-05-01'), 'UTC').current).toBe(2);
    });

    it('counts a leap day, and goes from 28 February to 1 March in other years', () => {
      expect(checkInStreaks(['2028-02-28', '2028-02-29', '2028-03-01'], noon('2028-03-01'), 'UTC').current).toBe(3);
      expect(checkInStreaks(['2028-02-28', '2028-03-01'], noon('2028-03-01'), 'UTC')).toEqual({ current: 1, longest: 1 });
      expect(checkInStreaks(['2026-02-28', '2026-03-01'], noon('2026-03-01'), 'UTC').current).toBe(2);
    });
  });
});

describe('adding days to a calendar date', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -182)).toBe('2025-08-31');
  });
});
