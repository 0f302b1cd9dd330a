import { describe, expect, it } from 'vitest';
import { ACTIVITY_WEEKS, activityDays, activityRange } from './activity-calendar.js';

describe('the check-in calendar', () => {
  // Wednesday 25 November 2026.
  const today = '2026-11-25';

  it('covers whole weeks from Monday to Sunday, the last one holding today', () => {
    expect(activityRange(today)).toEqual({ first: '2026-06-01', last: '2026-11-29' });
    expect(activityRange('2026-11-23')).toEqual(activityRange('2026-11-29'));
    const days = activityDays(today, new Map(), []);
    expect(days).toHaveLength(ACTIVITY_WEEKS * 7);
    expect(days[0]!.day).toBe('2026-06-01');
    expect(days.at(-1)!.day).toBe('2026-11-29');
  });

  it('tells checked-in, missed, outside and future days apart', () => {
    const days = activityDays(
      today,
      new Map([
        ['2026-11-20', 2],
        ['2026-11-25', 1],
      ]),
      [{ first: '2026-11-19', last: '2026-11-27' }],
    );
    const stateOf = (day: string) => days.find((entry) => entry.day === day);
    expect(stateOf('2026-11-18')).toEqual({ day: '2026-11-18', checkIns: 0, state: 'outside' });
    expect(stateOf('2026-11-19')).toEqual({ day: '2026-11-19', checkIns: 0, state: 'missed' });
    expect(stateOf('2026-11-20')).toEqual({ day: '2026-11-20', checkIns: 2, state: 'checkedIn' });
    expect(stateOf('2026-11-25')).toEqual({ day: '2026-11-25', checkIns: 1, state: 'checkedIn' });
    expect(stateOf('2026-11-26')!.state).toBe('future');
    expect(stateOf('2026-11-28')!.state).toBe('future');
  });

  it('leaves today open while it has no check-in, inside a challenge or not', () => {
    const inside = activityDays(today, new Map(), [{ first: '2026-11-01', last: '2026-11-30' }]);
    expect(inside.find((entry) => entry.day === today)!.state).toBe('future');
    expect(inside.find((entry) => entry.day === '2026-11-24')!.state).toBe('missed');
  });

  it('counts both ends of a challenge’s days as inside it, and days between two challenges as outside', () => {
    const days = activityDays(today, new Map(), [
      { first: '2026-10-01', last: '2026-10-07' },
      { first: '2026-10-10', last: '2026-10-12' },
    ]);
    const states = days.filter((entry) => entry.day >= '2026-09-30' && entry.day <= '2026-10-13').map((entry) => entry.state);
    expect(states).toEqual([
      'outside',
      ...Array<string>(7).fill('missed'),
      'outside',
      'outside',
      ...Array<string>(3).fill('missed'),
      'outside',
    ]);
  });

  it('crosses a year end and a leap day', () => {
    expect(activityRange('2027-01-01')).toEqual({ first: '2026-07-06', last: '2027-01-03' });
    const leap = activityDays('2028-03-01', new Map([['2028-02-29', 1]]), []);
    expect(leap.find((entry) => entry.day === '2028-02-29')!.state).toBe('checkedIn');
    expect(leap).toHaveLength(ACTIVITY_WEEKS * 7);
  });
});
