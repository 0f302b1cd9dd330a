import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { ErrorCode } from '@gauntlet/core';

/**
 * Addresses a push must never be sent to: the server's own machine and the networks behind it.
 * The server POSTs to whatever endpoint a user registers, so an endpoint there would let any
 * user make the server call its neighbours. IPv4-mapped IPv6 addresses match the IPv4 ranges.
 */
const UNREACHABLE_FOR_USERS = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  UNREACHABLE_FOR_USERS.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  UNREACHABLE_FOR_USERS.addSubnet(network, bits, 'ipv6');
}

const isPrivateAddress = (address: string) => UNREACHABLE_FOR_USERS.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Why an endpoint is refused, as an error code and the message API clients read; null when it may be used. */
export type EndpointRefusal = { code: ErrorCode; message: string } | null;

/**
 * Checks an endpoint a browser gave: HTTPS, and a host that is no loopback, private or
 * link-local address and resolves to none. The name is resolved again by every send, so a name
 * that moves to a private address later is not caught here; this refuses what is visibly wrong.
 */
export async function endpointRefusal(endpoint: string): Promise<EndpointRefusal> {
  const url = URL.parse(endpoint);
  if (url?.protocol !== 'https:')
    return { code: 'push_endpoint_not_https', message: 'The push endpoint must be an https:// URL.' };
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const privateHost = {
    code: 'push_endpoint_private',
    message: 'The push endpoint must not point at a private address.',
  } as const;
  if (host === 'localhost' || host.endsWith('.localhost')) return privateHost;
  if (isIP(host)) return isPrivateAddress(host) ? privateHost : null;
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) return { code: 'push_endpoint_unknown_host', message: 'The push endpoint’s host cannot be found.' };
  return addresses.some(({ address }) => isPrivateAddress(address)) ? privateHost : null;
}
