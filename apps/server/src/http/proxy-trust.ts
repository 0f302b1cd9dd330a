/** TRUST_PROXY as configured: off, how many proxies stand in front, or their addresses. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY in the form Fastify takes. Fastify ignores a bare hop count (it cannot tell a proxy
 * from a client that connects directly), so a count becomes a rule that believes that many hops,
 * counted from the connection: with one proxy the address it appended, whatever the client wrote
 * to the left of it. The app's port must then be reachable only through the proxies.
 */
export function proxyTrust(setting: TrustProxy) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
