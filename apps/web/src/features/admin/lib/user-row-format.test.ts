import { describe, expect, it } from 'vitest';
import { displayUserName, messageName, pointsText } from './user-row-format';

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
