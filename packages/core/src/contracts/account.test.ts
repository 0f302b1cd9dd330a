import { describe, expect, it } from 'vitest';
import { TERMS_REQUIRED_MESSAGE } from '../rules/account-rules.js';
import { signUpBodySchema } from './account.js';

const valid = { email: 'Someone@Example.com', password: 'secret1', username: 'some.one', acceptTerms: true };

describe('sign-up contract', () => {
  it('accepts a valid body and stores the e-mail lower-cased', () => {
    expect(signUpBodySchema.parse(valid).email).toBe('someone@example.com');
  });

  it('refuses a missing confirmation with the spec message', () => {
    const result = signUpBodySchema.safeParse({ ...valid, acceptTerms: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TERMS_REQUIRED_MESSAGE);
  });

  it.each([
    ['a 5-character password', { password: '12345' }],
    ['a 129-character password', { password: 'x'.repeat(129) }],
    ['65 characters before the @', { email: `${'a'.repeat(65)}@example.com` }],
    ['an e-mail over 254 characters', { email: `a@${'b'.repeat(250)}.com` }],
    ['a 33-character username', { username: 'u'.repeat(33) }],
    ['a username with a space', { username: 'two words' }],
    ['an unknown field', { role: 'admin' }],
  ])('refuses %s', (_label, overrides) => {
    expect(signUpBodySchema.safeParse({ ...valid, ...overrides }).success).toBe(false);
  });

  it('accepts the limits themselves', () => {
    expect(signUpBodySchema.safeParse({ ...valid, password: 'x'.repeat(128), username: 'abc' }).success).toBe(true);
    expect(signUpBodySchema.safeParse({ ...valid, email: `${'a'.repeat(64)}@example.com` }).success).toBe(true);
  });
});
