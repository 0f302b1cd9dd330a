import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Time to receive a request's headers, counted from the connection's first byte. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, headers and body. A response may take longer (event streams do). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /** Open connections one peer address may hold; the ones beyond are closed at once. */
  maxConnectionsPerAddress: number;
}

/**
 * The Fastify options that bound how long a client may take to send a request. Node checks the
 * header and request timeouts on a timer (30 s by default), which would let a slow client
 * overstay a short timeout by that much; checking at half the header timeout keeps them tight.
 */
export function timeoutOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      // Also here: Node checks the header timeout against it as it creates the server.
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 2))),
    },
  };
}

/**
 * Closes connections beyond `max` from one peer address, so one client cannot hold every file
 * descriptor of the process. The peer is the direct one: behind a reverse proxy all clients
 * share the proxy's address, and the cap must be raised to what the proxy opens.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
