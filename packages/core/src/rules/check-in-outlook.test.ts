import { describe, expect, it } from 'vitest';
import { checkInDaysOpen, checkInOutlook, type CheckInGoalStanding } from './check-in-outlook.js';

const ZONE = 'Europe/Madrid';
/** A seven-day challenge from Monday 2026-03-02 to Sunday 2026-03-08, in Madrid. */
const week = { startDate: '2026-03-01T23:00:00Z', endDate: '2026-03-08T22:59:59Z', timeZone: ZONE };
const at = (day: string) => new Date(`${day}T10:00:00Z`);
const standing = (overrides: Partial<CheckInGoalStanding>): CheckInGoalStanding => ({
  goalValue: 5,
  checkIns: 0,
  checkedInToday: false,
  checkedInYesterday: false,
  ...overrides,
});

describe('the days a check-in goal still has', () => {
  it('counts today to the last day, less today once checked in, and yesterday while it is open', () => {
    expect(checkInDaysOpen(standing({}), at('2026-03-02'), week)).toBe(7);
    expect(checkInDaysOpen(standing({ checkedInToday: true }), at('2026-03-02'), week)).toBe(6);
    expect(checkInDaysOpen(standing({ checkedInToday: true }), at('2026-03-04'), week)).toBe(5);
    expect(checkInDaysOpen(standing({ checkedInToday: true, checkedInYesterday: true }), at('2026-03-04'), week)).toBe(4);
    expect(checkInDaysOpen(standing({ checkedInToday: true, checkedInYesterday: true }), at('2026-03-08'), week)).toBe(0);
  });
});

describe('where a check-in goal is heading', () => {
  it('is on track with a day to spare, at risk with none, out of reach when the days left are too few', () => {
    // Five of seven: after Monday's check-in four more are needed in six open days.
    expect(checkInOutlook(standing({ checkIns: 1, checkedInToday: true }), at('2026-03-02'), week)).toBe('on_track');
    // Wednesday with only today's check-in: Tuesday can still be checked in, so five days are open for four.
    const wednesday = standing({ checkIns: 1, checkedInToday: true });
    expect(checkInDaysOpen(wednesday, at('2026-03-04'), week)).toBe(5);
    expect(checkInOutlook(wednesday, at('2026-03-04'), week)).toBe('on_track');
    // Friday with one check-in: four needed in Thursday (open yesterday), Saturday and Sunday.
    expect(checkInOutlook(standing({ checkIns: 1, checkedInToday: true }), at('2026-03-06'), week)).toBe('out_of_reach');
    expect(checkInOutlook(standing({ checkIns: 2, checkedInToday: true }), at('2026-03-06'), week)).toBe('at_risk');
    expect(checkInOutlook(standing({ checkIns: 5, checkedInToday: true }), at('2026-03-06'), week)).toBe('met');
  });
});
