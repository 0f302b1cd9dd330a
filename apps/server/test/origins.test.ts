import { afterAll, describe, expect, it } from 'vitest';
import { accountApi, profileApi } from '@gauntlet/core';
import { sessionCookie, startTestServer, TEST_PASSWORD, type TestServer } from './test-server.js';

/** Opening the app under another name for the same server: which pages may sign up and change things. */
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}

let counter = 0;
async function signUpFrom(server: TestServer, origin: string) {
  counter += 1;
  return server.call(accountApi.signUp, {
    headers: { origin },
    body: { email: `origin${counter}@example.com`, password: TEST_PASSWORD, username: `origin${counter}`, acceptTerms: true },
  });
}

describe('origins', () => {
  it.each(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'])(
    'treats %s as the app when BASE_URL is on localhost: sign-up, then a change with the cookie',
    async (origin) => {
      const server = await serverWith({ BASE_URL: 'http://localhost:3000' });
      const signedUp = await signUpFrom(server, origin);
      expect(signedUp.statusCode).toBe(200);
      const cookie = sessionCookie(signedUp);
      const renamed = await server.call(profileApi.updateMe, {
        headers: { origin, cookie },
        body: { userName: `renamed${counter}` },
      });
      expect(renamed.statusCode).toBe(200);
      const signedIn = await server.call(accountApi.signIn, {
        headers: { origin, cookie },
        body: { email: `origin${counter}@example.com`, password: TEST_PASSWORD },
      });
      expect(signedIn.statusCode).toBe(200);
    },
  );

  it('tells a person on another address which address to open, and creates nothing', async () => {
    const server = await serverWith({ BASE_URL: 'http://localhost:3000' });
    const refused = await signUpFrom(server, 'http://192.168.1.20:3000');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        code: 'foreign_origin',
        message:
          "Gauntlet does not accept changes from pages opened at http://192.168.1.20:3000. Open http://localhost:3000 instead (the server's BASE_URL), or ask its operator to add this address to TRUSTED_ORIGINS.",
      },
    });
    expect(sessionCookie(refused)).toBe('');
    expect((await server.signIn(`origin${counter}@example.com`)).statusCode).toBe(401);
  });

  it('accepts the extra origins of TRUSTED_ORIGINS, e.g. the LAN address a phone opens', async () => {
    const server = await serverWith({
      BASE_URL: 'http://localhost:3000',
      TRUSTED_ORIGINS: 'http://192.168.1.20:3000, https://gauntlet.lan',
    });
    expect((await signUpFrom(server, 'http://192.168.1.20:3000')).statusCode).toBe(200);
    expect((await signUpFrom(server, 'https://gauntlet.lan')).statusCode).toBe(200);
    expect((await signUpFrom(server, 'http://192.168.1.21:3000')).statusCode).toBe(403);
  });

  it('accepts no loopback name but its own when BASE_URL is a public address, and marks cookies Secure there', async () => {
    const server = await serverWith({ BASE_URL: 'https://gauntlet.example.com' });
    expect((await signUpFrom(server, 'http://127.0.0.1:3000')).statusCode).toBe(403);
    const signedUp = await signUpFrom(server, 'https://gauntlet.example.com');
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.cookies.find((cookie) => cookie.name.endsWith('session_token'))).toMatchObject({ secure: true });
  });

  it('sets cookies without Secure on a plain-http loopback address, so the browser keeps them', async () => {
    const server = await serverWith({ BASE_URL: 'http://localhost:3000' });
    const signedUp = await signUpFrom(server, 'http://127.0.0.1:3000');
    const cookie = signedUp.cookies.find((entry) => entry.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });
});
