import { describe, expect, it } from 'vitest';
import { formatFullDateTime, formatMegabytes, formatPointsChange } from './format.js';

describe('date formats', () => {
  const date = new Date(2026, 0, 5, 7, 8, 9);

  it('shows the profile last login as dd/MM/yyyy HH:mm:ss', () => {
    expect(formatFullDateTime(date)).toBe('05/01/2026 07:08:09');
  });
});

describe('size format', () => {
  it('shows megabytes with at most one decimal', () => {
    expect(formatMegabytes(0)).toBe('0 MB');
    expect(formatMegabytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatMegabytes(100 * 1024 * 1024)).toBe('100 MB');
  });
});

describe('points change format', () => {
  it('shows the sign and the unit, with a true minus sign', () => {
    expect(formatPointsChange(8, 'RP')).toBe('+8 RP');
    expect(formatPointsChange(-1, 'PP')).toBe('\u22121 PP');
    expect(formatPointsChange(0, 'RP')).toBe('0 RP');
  });
});
