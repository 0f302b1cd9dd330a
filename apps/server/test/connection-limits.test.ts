import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, healthApi, profileApi } from '@gauntlet/core';
import { openSocket, parseRawResponse, readUntilClosed } from './raw-http.js';
import { TEST_ORIGIN, startTestServer, type TestServer } from './test-server.js';

/**
 * Slow and greedy clients over real connections, with small limits: a client that sends its
 * headers or body too slowly is answered 408 and disconnected, one address cannot hold more
 * than its share of connections, and neither limit touches a long-lived event stream.
 */
const LIMITS = {
  HEADERS_TIMEOUT_MS: '300',
  REQUEST_TIMEOUT_MS: '600',
  KEEP_ALIVE_TIMEOUT_MS: '300',
  MAX_CONNECTIONS_PER_ADDRESS: '3',
};
/** Another client on this machine: Linux answers on every 127.x.y.z address. */
const FLOODER = '127.0.0.2';

let server: TestServer;
let address: string;
beforeAll(async () => {
  server = await startTestServer(LIMITS);
  address = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `text` a byte at a time, every 50 ms, until it is written or the server hangs up. */
async function trickle(socket: net.Socket, text: string): Promise<void> {
  for (const byte of text) {
    if (socket.destroyed) return;
    socket.write(byte, () => undefined);
    await sleep(50);
  }
}

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

const health = (socket: net.Socket) => socket.write(`GET ${healthApi.health.path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);

describe('slow clients', () => {
  it('are answered 408 and disconnected when their headers arrive too slowly', async () => {
    const socket = await openSocket(address);
    const answer = readUntilClosed(socket);
    void trickle(socket, `GET ${healthApi.health.path} HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'x'.repeat(200)}\r\n\r\n`);
    const response = parseRawResponse(await answer);
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'request_timeout', message: 'The request took too long to arrive.' },
    });
  });

  it('are answered 408 and disconnected when their body arrives too slowly', async () => {
    const socket = await openSocket(address);
    const answer = readUntilClosed(socket);
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(60) });
    socket.write(
      `POST ${accountApi.signIn.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    void trickle(socket, body);
    const response = parseRawResponse(await answer);
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body).error.code).toBe('request_timeout');
  });

  it('lose an idle keep-alive connection after the keep-alive timeout', async () => {
    const socket = await openSocket(address);
    const answer = readUntilClosed(socket);
    health(socket);
    // The connection stays usable for the answer, then closes without another request.
    expect(parseRawResponse(await answer).status).toBe(200);
  });
});

describe('connections per address', () => {
  it('closes the ones beyond the cap at once, while other addresses and freed places are served', async () => {
    const held = await Promise.all([1, 2, 3].map(() => openSocket(address, FLOODER)));
    const closedAt = held.map((socket) => readUntilClosed(socket));

    const beyond = await openSocket(address, FLOODER);
    health(beyond);
    expect(await readUntilClosed(beyond)).toBe('');

    expect((await fetch(`${address}${healthApi.health.path}`)).status).toBe(200);

    held[0]!.destroy();
    await closedAt[0];
    // The server sees the close a moment after the client does.
    while ((await openConnections()) > 2) await sleep(20);
    const freed = await openSocket(address, FLOODER);
    const answer = readUntilClosed(freed);
    health(freed);
    expect(parseRawResponse(await answer).status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('configured timeouts', () => {
  it('may be longer than Node’s own defaults', async () => {
    const patient = await startTestServer({ HEADERS_TIMEOUT_MS: '600000', REQUEST_TIMEOUT_MS: '900000' });
    expect((await patient.call(healthApi.health)).statusCode).toBe(200);
    await patient.close();
  });
});

describe('the profile event stream', () => {
  it('stays open and delivers events long after the request timeout', async () => {
    const user = await server.signUp();
    const controller = new AbortController();
    try {
      const stream = await fetch(`${address}${profileApi.events.path}`, {
        headers: { cookie: user.cookie },
        signal: controller.signal,
      });
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      await reader.read(); // the current state
      await sleep(3 * Number(LIMITS.REQUEST_TIMEOUT_MS));
      const renamed = await fetch(`${address}${profileApi.me.path}`, {
        method: 'PATCH',
        headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'still_listening' }),
      });
      expect(renamed.status).toBe(200);
      let text = '';
      while (!text.includes('still_listening')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      expect(text).toContain('"userName":"still_listening"');
    } finally {
      controller.abort();
    }
  });
});
