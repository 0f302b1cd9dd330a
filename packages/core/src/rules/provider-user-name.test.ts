import { describe, expect, it } from 'vitest';
import { userNameProblem } from './account-rules.js';
import { numberedUserName, userNameFromClaims } from './provider-user-name.js';

describe('the user name suggested by a provider', () => {
  it('prefers the preferred user name, then the name, then the e-mail local part', () => {
    expect(userNameFromClaims({ preferred_username: 'anna_k', name: 'Anna K', email: 'a@example.com' })).toBe('anna_k');
    expect(userNameFromClaims({ name: 'Anna Karenina', email: 'a@example.com' })).toBe('Anna_Karenina');
    expect(userNameFromClaims({ email: 'anna.k@example.com' })).toBe('anna.k');
  });

  it('drops characters a user name may not hold and skips what stays too short', () => {
    expect(userNameFromClaims({ preferred_username: 'Zoë!', email: 'zo@example.com' })).toBe('Zoe');
    expect(userNameFromClaims({ preferred_username: '李', name: 'ab', email: 'x@example.com' })).toBe('user');
  });

  it('cuts a long name to 32 characters', () => {
    expect(userNameFromClaims({ preferred_username: 'a'.repeat(40) })).toBe('a'.repeat(32));
  });

  it('numbers a taken name and keeps it valid', () => {
    expect(numberedUserName('anna', 2)).toBe('anna-2');
    const long = numberedUserName('b'.repeat(32), 12);
    expect(long).toBe(`${'b'.repeat(29)}-12`);
    expect(userNameProblem(long)).toBeNull();
  });
});
