import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, routeUrl } from '@gauntlet/core';
import { loadConfig } from '../src/config.js';
import { REQUEST_ID_HEADER, registerRequestIdHeader, requestIdOptions } from '../src/http/request-id.js';
import { createServer } from '../src/server.js';
import { cheapPasswordHashing } from './cheap-password-hashing.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';
import { TEST_AUTH_SECRET, TEST_ORIGIN } from './test-server.js';

type Line = { reqId?: string; msg: string; level: number };

/** The proxy the server believes: inject's connections come from 127.0.0.1 unless told otherwise. */
const PROXY = '127.0.0.1';

let database: TestDatabase;
let app: FastifyInstance;
const lines: Line[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    BASE_URL: TEST_ORIGIN,
    AUTH_SECRET: TEST_AUTH_SECRET,
    TRUST_PROXY: PROXY,
  });
  const stream = { write: (json: string) => void lines.push(JSON.parse(json) as Line) };
  app = await createServer(config, database.handle, {
    webRoot: '/nonexistent',
    passwordHashing: cheapPasswordHashing,
    logger: { level: 'info', stream },
  });
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const signIn = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: routeUrl(accountApi.signIn, {}),
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email: 'nobody@example.com', password: 'not-the-password-1' },
    remoteAddress,
  });

describe('the log of a request', () => {
  it('carries the request’s id on every line, better-auth’s own among them, and the answer names it', async () => {
    // Over a real connection: Fastify reads the body from the socket's events, outside the request's context.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const from = lines.length;
    const response = await fetch(`${address}${routeUrl(accountApi.signIn, {})}`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
    });
    expect(response.status).toBe(401);
    const id = response.headers.get(REQUEST_ID_HEADER)!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const during = lines.slice(from);
    expect(during.map((line) => line.msg)).toEqual(['incoming request', 'User not found', 'request completed']);
    expect(during.every((line) => line.reqId === id)).toBe(true);
  });

  it('takes its id from X-Request-ID only when the connection comes from a trusted proxy', async () => {
    const proxied = await signIn({ [REQUEST_ID_HEADER]: 'proxy-7f3a' });
    expect(proxied.headers[REQUEST_ID_HEADER]).toBe('proxy-7f3a');
    expect(lines.filter((line) => line.reqId === 'proxy-7f3a').map((line) => line.msg)).toContain('User not found');

    const direct = await signIn({ [REQUEST_ID_HEADER]: 'chosen-by-client' }, '203.0.113.9');
    expect(direct.headers[REQUEST_ID_HEADER]).not.toBe('chosen-by-client');
    expect(lines.some((line) => line.reqId === 'chosen-by-client')).toBe(false);

    const unusable = await signIn({ [REQUEST_ID_HEADER]: 'two words\u0000' });
    expect(unusable.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('X-Request-ID by TRUST_PROXY', () => {
  const answerWith = async (trustProxy: false | number) => {
    const bare = Fastify(requestIdOptions(trustProxy));
    registerRequestIdHeader(bare);
    bare.get('/', (request) => ({ id: request.id }));
    const response = await bare.inject({ url: '/', headers: { [REQUEST_ID_HEADER]: 'from-outside' } });
    await bare.close();
    return response.headers[REQUEST_ID_HEADER];
  };

  it('is ignored when no proxy is trusted, and believed from the first of a counted chain', async () => {
    expect(await answerWith(false)).not.toBe('from-outside');
    expect(await answerWith(1)).toBe('from-outside');
  });
});
