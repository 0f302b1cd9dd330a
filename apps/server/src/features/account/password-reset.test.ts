import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, profileApi } from '@gauntlet/core';
import { verification } from '../../db/schema/index.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import {
  sessionCookie,
  startTestServer,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestServer,
  type TestUser,
} from '../../../test/test-server.js';

const PUBLIC_URL = 'https://gauntlet.example.org';
const NEW_PASSWORD = 'a-new-password-42';

let smtp: SmtpCatcher;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const requestReset = (target: TestServer, email: string, remoteAddress = '127.0.0.1') =>
  target.request({ method: 'POST', url: accountApi.requestPasswordReset.path, payload: { email }, remoteAddress });

const resetPassword = (token: string, newPassword = NEW_PASSWORD) =>
  server.request({ method: 'POST', url: accountApi.resetPassword.path, payload: { token, newPassword } });

/** The token of the reset link in a mail, read from its text part as a reader would copy it. */
function linkToken(mail: ParsedMail): string {
  const link = /https:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(link).searchParams.get('token') ?? '';
}

/** The first mail to every new account asks it to verify its address; the reset mails follow it. */
const SIGN_UP_MAILS = 1;

async function resetMailFor(user: TestUser, count = 1): Promise<ParsedMail> {
  expect((await requestReset(server, user.email)).statusCode).toBe(200);
  return smtp.waitFor(user.email, SIGN_UP_MAILS + count);
}

describe('asking for a reset link', () => {
  it('mails a multipart message from Gauntlet with a link to the reset screen at PUBLIC_URL', async () => {
    const user = await server.signUp('Forgetful');
    const mail = await resetMailFor(user);
    expect(mail.subject).toBe('Reset your Gauntlet password');
    expect(mail.from?.value).toEqual([{ name: 'Gauntlet', address: 'no-reply@gauntlet.example.org' }]);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.text).toContain('Hello Forgetful,');
    expect(mail.text).toContain('within the next hour');
    const token = linkToken(mail);
    expect(token).toMatch(/^[A-Za-z0-9]{16,}$/);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('writes to a Spanish profile in Spanish', async () => {
    const user = await server.signUp('Olvidadiza');
    const update = await server.request({
      method: profileApi.updateMe.method,
      url: profileApi.updateMe.path,
      as: user,
      payload: { language: 'es' },
    });
    expect(update.statusCode).toBe(200);
    const mail = await resetMailFor(user);
    expect(mail.subject).toBe('Restablece tu contraseña de Gauntlet');
    expect(mail.text).toContain('Hola, Olvidadiza:');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Elegir una contraseña nueva');
  });

  it.each([
    ['a malformed address', { email: 'not-an-address' }],
    ['an address with a line break', { email: 'a@example.com\r\nBcc: b@example.com' }],
    ['an unknown field', { email: 'a@example.com', redirectTo: 'https://evil.example' }],
  ])('refuses %s with a 400 in the error shape', async (_label, payload) => {
    const response = await server.request({ method: 'POST', url: accountApi.requestPasswordReset.path, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
  });
});

describe('following the link', () => {
  it('sets the new password once, signs out every session and says so by mail', async () => {
    const user = await server.signUp('Resetter');
    const second = sessionCookie(await server.signIn(user.email));
    const signedIn = (cookie: string) =>
      server.request({ method: 'GET', url: accountApi.signInMethods.path, headers: { cookie } });
    // Both sessions are read once, so the server keeps them in memory before the reset.
    expect((await signedIn(user.cookie)).statusCode).toBe(200);
    expect((await signedIn(second)).statusCode).toBe(200);

    const token = linkToken(await resetMailFor(user));
    const reset = await resetPassword(token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });

    expect((await signedIn(user.cookie)).statusCode).toBe(401);
    expect((await signedIn(second)).statusCode).toBe(401);
    expect((await server.signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await server.signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const changed = await smtp.waitFor(user.email, SIGN_UP_MAILS + 2);
    expect(changed.subject).toBe('Your Gauntlet password was changed');
    expect(changed.text).toContain('every device that was signed in has been signed out');
    expect(changed.html).toContain(`href="${PUBLIC_URL}/forgot-password"`);

    const again = await resetPassword(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'invalid_token', message: expect.any(String) } });
    expect((await server.signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token and keeps the password', async () => {
    const user = await server.signUp('Late');
    const token = linkToken(await resetMailFor(user));
    await server.database.handle.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const response = await resetPassword(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_token', message: expect.any(String) } });
    expect((await server.signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a forged token', async () => {
    const response = await resetPassword('forged-token-0123456789');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_token', message: expect.any(String) } });
  });

  it.each([
    ['a short password', { token: 'some-token', newPassword: '12345' }],
    ['a long password', { token: 'some-token', newPassword: 'x'.repeat(129) }],
    ['no token', { newPassword: NEW_PASSWORD }],
    ['an empty token', { token: '', newPassword: NEW_PASSWORD }],
  ])('refuses %s with a 400 in the error shape', async (_label, payload) => {
    const response = await server.request({ method: 'POST', url: accountApi.resetPassword.path, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
  });

  it('leaves the password as it was when the new one breaks the rules', async () => {
    const user = await server.signUp('Careful');
    const token = linkToken(await resetMailFor(user));
    expect((await resetPassword(token, '123')).statusCode).toBe(400);
    expect((await server.signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await resetPassword(token)).statusCode).toBe(200);
  });
});

describe('an address without an account', () => {
  it('gets the same answer as one with an account, and no mail', async () => {
    const own = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
    const user = await own.signUp('Known');
    const unknown = await requestReset(own, 'nobody-here@example.com');
    const known = await requestReset(own, user.email);
    const comparable = (response: typeof known) => ({
      status: response.statusCode,
      body: response.body,
      headers: Object.keys(response.headers).sort(),
      cookies: response.cookies.length,
    });
    expect(comparable(unknown)).toEqual(comparable(known));
    expect(unknown.json()).toEqual({ ok: true });
    // One server queues and sends its mail in the order it was asked for: a mail to the unknown
    // address would have arrived before the known one's.
    await smtp.waitFor(user.email, SIGN_UP_MAILS + 1);
    expect(smtp.mailsTo('nobody-here@example.com')).toEqual([]);
    await own.close();
  });
});

describe('the rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  it('counts requests per address, from any client, with or without an account', async () => {
    const user = await limited.signUp('Flooded');
    for (const email of [user.email, 'not-registered@example.com']) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await requestReset(limited, email, `198.51.100.${attempt}`)).statusCode).toBe(200);
      }
      const refused = await requestReset(limited, email, '198.51.100.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    }
  });

  it('counts requests and reset attempts per client address', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await requestReset(limited, `someone${attempt}@example.com`, '203.0.113.5')).statusCode).toBe(200);
    }
    expect((await requestReset(limited, 'someone4@example.com', '203.0.113.5')).statusCode).toBe(429);

    const attempt = () =>
      limited.request({
        method: 'POST',
        url: accountApi.resetPassword.path,
        payload: { token: 'guessed-token', newPassword: NEW_PASSWORD },
        remoteAddress: '203.0.113.6',
        headers: { origin: TEST_ORIGIN },
      });
    for (let count = 1; count <= 3; count++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
