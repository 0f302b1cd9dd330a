import type { FastifyInstance } from 'fastify';

/**
 * Our own origin for scripts, styles and frames, and the page's own inline scripts by their hash.
 * Images may also come from the image board's media hosts (the tagger shows them), local files
 * play as blob: URLs, and the device page may talk to the local bridge on this machine.
 */
function contentSecurityPolicy(boardMediaOrigins: readonly string[], inlineScripts: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self'",
    `img-src 'self' data: blob: ${boardMediaOrigins.join(' ')}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws://localhost:* ws://127.0.0.1:*",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response carries. */
export function securityHeaders(
  baseUrl: string,
  boardMediaOrigins: readonly string[],
  inlineScripts: readonly string[],
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(boardMediaOrigins, inlineScripts),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(baseUrl.startsWith('https://') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Set on the raw response as the request arrives, not as Fastify sends its reply: a handler that
 * writes its response itself (the event stream) bypasses Fastify's reply, not the raw response.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
  });
}
