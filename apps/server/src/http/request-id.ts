import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from './proxy-trust.js';

/** The header a proxy names a request with, and the one the answer carries its id back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like (nginx's $request_id, a UUID, a trace id); anything else is replaced. */
const USABLE_ID = /^[\w.:@+=/-]{1,128}$/;

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Whether the connection's peer is a proxy that TRUST_PROXY believes: with a count, the peer is
 * the first proxy (the app must then be reachable only through proxies, see proxy-trust.ts);
 * with addresses, the peer must be one of them (an IPv4 address also matches its IPv6-mapped form).
 */
function trustedPeer(setting: TrustProxy): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => true;
  const proxies = new BlockList();
  for (const entry of setting) {
    const [address = '', bits] = entry.split('/');
    if (bits === undefined) proxies.addAddress(address, familyOf(address));
    else proxies.addSubnet(address, Number(bits), familyOf(address));
  }
  return (address) => address !== undefined && proxies.check(address, familyOf(address));
}

/**
 * Fastify's request id, which every line of the request's log carries as `reqId`: a trusted
 * proxy's X-Request-ID, so the proxy's log and ours name a request alike, otherwise a new UUID
 * (unique across instances and restarts, where Fastify's counter is not). A client's own header
 * is ignored unless it came through a trusted proxy, which is then responsible for it.
 */
export function requestIdOptions(setting: TrustProxy) {
  const trusted = trustedPeer(setting);
  return {
    requestIdHeader: false as const,
    genReqId(raw: IncomingMessage): string {
      const given = raw.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && USABLE_ID.test(given) && trusted(raw.socket.remoteAddress) ? given : randomUUID();
    },
  };
}

/**
 * Every answer names its request in X-Request-ID, so what a user reports can be found in the log.
 * Set on the raw response, so the live streams, which write their own head, carry it too.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}
