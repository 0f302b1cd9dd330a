import { describe, expect, it } from 'vitest';
import { formatFullDateTime, formatRecentLogin } from './format.js';

describe('date formats', () => {
  const date = new Date(2026, 0, 5, 7, 8, 9);

  it('shows recently active users as HH:mm dd/MM', () => {
    expect(formatRecentLogin(date)).toBe('07:08 05/01');
  });

  it('shows the profile last login as dd/MM/yyyy HH:mm:ss', () => {
    expect(formatFullDateTime(date)).toBe('05/01/2026 07:08:09');
  });
});
