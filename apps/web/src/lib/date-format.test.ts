import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateWithWeekday, formatMonth, formatTime, formatWeekday } from './date-format';
import { activateLanguage } from './i18n';

// 10:05 on Sunday 29 November 2026 in UTC; 11:05 in Madrid, and already Monday on Kiritimati (UTC+14).
const moment = '2026-11-29T10:05:00.000Z';

describe('dates in English', () => {
  it('writes every date the same British way, on the zone’s wall clock', () => {
    expect(formatDate(moment, 'UTC')).toBe('29 Nov 2026');
    expect(formatDateWithWeekday(moment, 'UTC')).toBe('Sun, 29 Nov 2026');
    expect(formatDateTime(moment, 'Europe/Madrid')).toBe('29 Nov 2026, 11:05');
    expect(formatTime(new Date(moment), 'UTC')).toBe('10:05');
    expect(formatDate(moment, 'Pacific/Kiritimati')).toBe('30 Nov 2026');
  });

  it('names a calendar date’s own day in every zone', () => {
    expect(formatDate('2026-11-29', 'Pacific/Kiritimati')).toBe('29 Nov 2026');
    expect(formatWeekday('2026-11-29')).toBe('Sunday');
    expect(formatMonth('2026-11-29')).toBe('Nov');
  });

  it('shows a dash for what is no date', () => {
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime(new Date(Number.NaN))).toBe('—');
  });
});

describe('dates in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('writes them as Spanish does', () => {
    expect(formatDate(moment, 'UTC')).toBe('29 nov 2026');
    expect(formatDateWithWeekday(moment, 'UTC')).toBe('dom, 29 nov 2026');
    expect(formatDateTime(moment, 'UTC')).toBe('29 nov 2026, 10:05');
    expect(formatWeekday('2026-11-29')).toBe('domingo');
  });
});
