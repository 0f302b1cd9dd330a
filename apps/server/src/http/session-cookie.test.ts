import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedSessionToken } from './session-cookie.js';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests-0123456789';
const sign = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${crypto.createHmac('sha256', secret).update(token).digest('base64')}`);

describe('session cookie', () => {
  it('yields the token of a correctly signed cookie, under either name', () => {
    expect(signedSessionToken(`a=1; better-auth.session_token=${sign('abc123')}; b=2`, SECRET)).toBe('abc123');
    expect(signedSessionToken(`__Secure-better-auth.session_token=${sign('xyz')}`, SECRET)).toBe('xyz');
  });

  it.each([
    ['another secret', `better-auth.session_token=${sign('abc123', 'some-other-secret-entirely-0123456789')}`],
    ['a changed token', `better-auth.session_token=${sign('abc123').replace('abc123', 'abc124')}`],
    ['no signature', 'better-auth.session_token=abc123'],
    ['broken escaping', 'better-auth.session_token=%E0%A4%A'],
    ['no session cookie', 'theme=dark'],
  ])('refuses %s', (_label, header) => {
    expect(signedSessionToken(header, SECRET)).toBeNull();
  });
});
