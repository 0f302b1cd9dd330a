import { describe, expect, it } from 'vitest';
import { displayUserName, formatAdminLogin, messageName, pointsText } from './user-row-format';

describe('formatAdminLogin', () => {
  it('formats as dd/MM/yy HH:mm in local time', () => {
    expect(formatAdminLogin(new Date(2026, 0, 2, 3, 4, 59).toISOString())).toBe('02/01/26 03:04');
    expect(formatAdminLogin(new Date(2025, 11, 31, 23, 5).toISOString())).toBe('31/12/25 23:05');
  });

  it("says 'Never' without a (valid) login", () => {
    expect(formatAdminLogin(null)).toBe('Never');
    expect(formatAdminLogin('not a date')).toBe('Never');
  });
});

describe('row texts', () => {
  it("shows 'No username' for an empty or blank name", () => {
    expect(displayUserName({ userName: '' })).toBe('No username');
    expect(displayUserName({ userName: '  ' })).toBe('No username');
    expect(displayUserName({ userName: 'alice' })).toBe('alice');
  });

  it('names a user without a username by e-mail in messages', () => {
    expect(messageName({ userName: '', email: 'a@example.com' })).toBe('a@example.com');
    expect(messageName({ userName: 'alice', email: 'a@example.com' })).toBe('alice');
  });

  it('shows points as RP/PP', () => {
    expect(pointsText({ rewardPoints: 12, punishmentPoints: 3 })).toBe('12/3');
    expect(pointsText({ rewardPoints: 0, punishmentPoints: 0 })).toBe('0/0');
  });
});
