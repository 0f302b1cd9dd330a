import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi, profileApi, routeUrl, slideshowApi } from '@gauntlet/core';
import { openSocket, parseRawResponse, readUntilClosed } from './raw-http.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
/** The stream and the parser's refusals only happen over a real connection. */
let address: string;
beforeAll(async () => {
  server = await startTestServer();
  address = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(String(headers['content-security-policy'])).not.toMatch(/(script|style)-src[^;]*https?:/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it.each([
    healthApi.health.path,
    profileApi.me.path,
    '/api/nowhere',
    '/some/page',
    routeUrl(slideshowApi.slideImage, { params: { file: 'x'.repeat(300) } }),
  ])('are on the response to %s', async (url) => {
    const response = await server.request({ method: 'GET', url });
    expectSecurityHeaders(response.headers);
  });

  it('are on the event stream, which writes its response itself', async () => {
    const user = await server.signUp();
    const controller = new AbortController();
    try {
      const stream = await fetch(`${address}${profileApi.events.path}`, {
        headers: { cookie: user.cookie },
        signal: controller.signal,
      });
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expectSecurityHeaders(Object.fromEntries(stream.headers));
    } finally {
      controller.abort();
    }
  });

  it('are on the refusal of headers too large to read, which the HTTP parser sends', async () => {
    const socket = await openSocket(address);
    const answer = readUntilClosed(socket);
    socket.write(`GET ${healthApi.health.path} HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(64 * 1024)}\r\n\r\n`);
    const response = parseRawResponse(await answer);
    expect(response.status).toBe(431);
    expectSecurityHeaders(response.headers);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large.' },
    });
  });

  it('add HSTS when the app is served over TLS', async () => {
    const tls = await startTestServer({ BASE_URL: 'https://gauntlet.example.com' });
    try {
      const response = await tls.call(healthApi.health, { headers: { origin: 'https://gauntlet.example.com' } });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await tls.close();
    }
  });
});
