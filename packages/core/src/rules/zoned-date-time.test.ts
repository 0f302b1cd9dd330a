import { describe, expect, it } from 'vitest';
import { formatZonedDateTime } from './calendar.js';

describe('a moment on the wall clock of a zone', () => {
  it('reads the same instant in each zone, across a daylight-saving change', () => {
    const instant = new Date('2026-03-29T00:30:05Z');
    expect(formatZonedDateTime(instant, 'UTC')).toBe('2026-03-29 00:30:05');
    expect(formatZonedDateTime(instant, 'Europe/Madrid')).toBe('2026-03-29 01:30:05');
    expect(formatZonedDateTime(new Date('2026-03-29T01:30:05Z'), 'Europe/Madrid')).toBe('2026-03-29 03:30:05');
    expect(formatZonedDateTime(instant, 'Pacific/Pago_Pago')).toBe('2026-03-28 13:30:05');
  });
});
