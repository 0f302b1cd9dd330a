import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, profileApi } from '@gauntlet/core';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { isEmailVerified } from './account.service.js';
import { sessionCookie, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '../../../test/test-server.js';

const PUBLIC_URL = 'https://gauntlet.example.org';
const RATE_LIMIT = 3;

let smtp: SmtpCatcher;
let server: TestServer;
/** A server whose AUTH_RATE_LIMIT is low enough to reach; it limits sign-ups too, so it gets one. */
let limited: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
  limited = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, AUTH_RATE_LIMIT: String(RATE_LIMIT) });
});
afterAll(async () => {
  await Promise.all([server.close(), limited.close()]);
  await smtp.close();
});

/** The token of the verification link in a mail, read from its text part as a reader would copy it. */
function linkToken(mail: ParsedMail): string {
  const link = /https:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return new URL(link).searchParams.get('token') ?? '';
}

const follow = (token: string) => server.call(accountApi.verifyEmail, { body: { token } });

async function myProfile(user: TestUser) {
  const response = await server.call(profileApi.me, { as: user });
  return response.json<{ email: string; emailVerified: boolean }>();
}

/** A sign-up as the app sends it, in the language the app is shown in. */
async function signUpIn(userName: string, language: 'en' | 'es'): Promise<TestUser> {
  const email = `${userName.toLowerCase()}@example.com`;
  const response = await server.call(accountApi.signUp, {
    body: { email, password: TEST_PASSWORD, username: userName, acceptTerms: true, language },
  });
  expect(response.statusCode).toBe(200);
  return { userId: response.json<{ userId: string }>().userId, email, userName, cookie: sessionCookie(response) };
}

describe('the verification mail of a new account', () => {
  it('links to the verification screen at PUBLIC_URL; following it once verifies the address', async () => {
    const user = await signUpIn('Newcomer', 'en');
    expect((await myProfile(user)).emailVerified).toBe(false);
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Confirm your e-mail address for Gauntlet');
    expect(mail.text).toContain('Hello Newcomer,');
    const token = linkToken(mail);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/verify-email?token=${token}"`);

    const db = server.database.handle.db;
    expect(await isEmailVerified(db, user.userId)).toBe(false);
    const followed = await follow(token);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ changedEmail: false });
    expect((await myProfile(user)).emailVerified).toBe(true);
    // What other features (reminders) ask before they mail anyone.
    expect(await isEmailVerified(db, user.userId)).toBe(true);

    const again = await follow(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'invalid_token', message: expect.any(String) } });
  });

  it('speaks the language the app was shown in at sign-up, as the profile has none yet', async () => {
    const user = await signUpIn('Recien', 'es');
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Confirma tu dirección de correo en Gauntlet');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('never shows whether the address is verified in the public profile', async () => {
    const user = await server.signUp('Private');
    const response = await server.call(profileApi.publicProfile, { params: { userId: user.userId }, as: user });
    expect(response.json()).not.toHaveProperty('emailVerified');
  });

  it.each([
    ['a forged token', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl'],
    ['a token that is no token', 'not-a-token'],
  ])('refuses %s with invalid_token, never a 500', async (_label, token) => {
    const response = await follow(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_token', message: expect.any(String) } });
  });

  it('refuses a token signed by someone else for a real account', async () => {
    const user = await server.signUp('Target');
    const [header, , signature] = linkToken(await smtp.waitFor(user.email)).split('.');
    const claim = Buffer.from(JSON.stringify({ email: user.email, userId: user.userId })).toString('base64url');
    const response = await follow(`${header}.${claim}.${signature}`);
    expect(response.statusCode).toBe(400);
    expect((await myProfile(user)).emailVerified).toBe(false);
  });
});

describe('send again', () => {
  it('mails a new link, and is limited per account', async () => {
    const user = await limited.signUp('Forgetful');
    await smtp.waitFor(user.email);
    for (let attempt = 1; attempt <= RATE_LIMIT; attempt++) {
      expect((await limited.call(accountApi.sendVerificationEmail, { as: user })).statusCode).toBe(200);
    }
    const refused = await limited.call(accountApi.sendVerificationEmail, { as: user });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    const resent = await smtp.waitFor(user.email, 1 + RATE_LIMIT);
    const followed = await limited.call(accountApi.verifyEmail, { body: { token: linkToken(resent) } });
    expect(followed.statusCode).toBe(200);
  });

  it('has nothing to send for a verified address', async () => {
    const user = await server.signUp('Done');
    expect((await follow(linkToken(await smtp.waitFor(user.email)))).statusCode).toBe(200);
    const response = await server.call(accountApi.sendVerificationEmail, { as: user });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'email_already_verified', message: expect.any(String) } });
  });
});

describe('changing the address', () => {
  const change = (user: TestUser, body: object) => server.call(accountApi.changeEmail, { as: user, body });

  it('refuses a wrong password, changing nothing', async () => {
    const user = await server.signUp('Careful');
    const response = await change(user, { newEmail: 'careful-new@example.com', password: 'not-the-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_password', message: expect.any(String) } });
    expect((await myProfile(user)).email).toBe(user.email);
  });

  it.each([
    ['a malformed address', { newEmail: 'not-an-address', password: TEST_PASSWORD }],
    ['a line break in the address', { newEmail: 'a@example.com\r\nBcc: b@example.com', password: TEST_PASSWORD }],
    ['an unknown field', { newEmail: 'a@example.com', password: TEST_PASSWORD, callbackURL: 'https://evil.example' }],
  ])('refuses %s with a 400 in the error shape', async (_label, body) => {
    const user = await server.signUp();
    const response = await change(user, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
    expect((await myProfile(user)).email).toBe(user.email);
  });

  it('confirms from the new address, switches on the link, and tells the old address', async () => {
    const user = await server.signUp('Mover');
    const response = await change(user, { newEmail: '  Mover.New@Example.COM ', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const confirmation = await smtp.waitFor('mover.new@example.com');
    expect(confirmation.subject).toBe('Confirm your new e-mail address for Gauntlet');
    expect((await myProfile(user)).email).toBe(user.email);

    const followed = await follow(linkToken(confirmation));
    expect(followed.json()).toEqual({ changedEmail: true });
    expect(await myProfile(user)).toMatchObject({ email: 'mover.new@example.com', emailVerified: true });
    const told = await smtp.waitFor(user.email, 2);
    expect(told.subject).toBe('Your Gauntlet e-mail address was changed');
    expect(told.text).toContain('mover.new@example.com');
    expect((await server.signIn('mover.new@example.com')).statusCode).toBe(200);

    expect((await follow(linkToken(confirmation))).statusCode).toBe(400);
  });

  it('refuses the address the account has already', async () => {
    const user = await server.signUp('Stayer');
    const response = await change(user, { newEmail: user.email, password: TEST_PASSWORD });
    expect(response.json()).toEqual({ error: { code: 'same_email', message: expect.any(String) } });
  });
});
