import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { openEventStreams } from '../metrics/instruments.js';

/** Proxies close idle connections; a comment line now and then keeps a stream open. */
export const HEARTBEAT_MS = 25_000;

/**
 * The streams a server has open. A stream never ends by itself, so the server ends them when it
 * closes; otherwise closing (a deploy's SIGTERM) would wait for every browser tab to go away.
 */
export function trackOpenStreams(app: FastifyInstance): Set<ServerResponse> {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
  return open;
}

/**
 * Starts a Server-Sent Events answer on a hijacked reply: nothing of it is cached or buffered on
 * the way. It counts among the open streams until its connection closes.
 */
export function startEventStream(stream: ServerResponse): void {
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  openEventStreams.inc();
  stream.once('close', () => openEventStreams.dec());
}
