import { describe, expect, it } from 'vitest';
import { canUndoOn } from './undo-day.js';

describe('the day a tap can be taken back', () => {
  it('is the calendar day it was made on in the challenge’s zone, not the last 24 hours', () => {
    const madeAt = new Date('2026-03-02T22:30:00Z'); // 11.30 pm in Madrid, 11.30 am the next day in Auckland
    expect(canUndoOn(madeAt, new Date('2026-03-02T22:55:00Z'), 'Europe/Madrid')).toBe(true);
    expect(canUndoOn(madeAt, new Date('2026-03-02T23:05:00Z'), 'Europe/Madrid')).toBe(false);
    expect(canUndoOn(madeAt, new Date('2026-03-03T10:00:00Z'), 'Pacific/Auckland')).toBe(true);
  });
});
