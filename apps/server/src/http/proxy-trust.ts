import type { Config } from '../config.js';

/**
 * TRUST_PROXY in the form Fastify takes. Fastify ignores a bare hop count (it cannot tell a proxy
 * from a client that connects directly), so a count becomes a rule that believes that many hops,
 * counted from the connection: with one proxy the address it appended, whatever the client wrote
 * to the left of it. The app's port must then be reachable only through the proxies.
 */
export function proxyTrust(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
