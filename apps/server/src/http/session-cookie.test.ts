import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionTokenReader } from './session-cookie.js';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests-0123456789';
const sign = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${crypto.createHmac('sha256', secret).update(token).digest('base64')}`);

const signedSessionToken = (header: string, secret: string) => sessionTokenReader(secret)(header);

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

  it('refuses a value checked once under another secret, and a tampered copy of one it knows', () => {
    const read = sessionTokenReader(SECRET);
    const header = `better-auth.session_token=${sign('abc123')}`;
    expect(read(header)).toBe('abc123');
    expect(read(header)).toBe('abc123');
    expect(sessionTokenReader('some-other-secret-entirely-0123456789')(header)).toBeNull();
    expect(read(header.replace('abc123', 'abc124'))).toBeNull();
  });
});
