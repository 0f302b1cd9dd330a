import type { FastifyInstance } from 'fastify';

/**
 * Our own origin for scripts, styles and frames. Images may also come from the image board's
 * media hosts (the tagger shows them), local files play as blob: URLs, and the device page may
 * talk to the local bridge on this machine.
 */
function contentSecurityPolicy(boardMediaOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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

export function registerSecurityHeaders(app: FastifyInstance, baseUrl: string, boardMediaOrigins: readonly string[]): void {
  const overTls = baseUrl.startsWith('https://');
  const policy = contentSecurityPolicy(boardMediaOrigins);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (overTls) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
