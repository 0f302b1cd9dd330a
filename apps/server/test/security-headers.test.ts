import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('security headers', () => {
  it.each(['/api/health', '/api/profile/me', '/api/nowhere', '/some/page', `/api/slides/${'x'.repeat(300)}`])(
    'are on the response to %s',
    async (url) => {
      const response = await server.request({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(String(response.headers['content-security-policy'])).not.toMatch(/(script|style)-src[^;]*https?:/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('add HSTS when the app is served over TLS', async () => {
    const tls = await startTestServer({ BASE_URL: 'https://gauntlet.example.com' });
    try {
      const response = await tls.request({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://gauntlet.example.com' },
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await tls.close();
    }
  });
});
