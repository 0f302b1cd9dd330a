import type { ApiRoute, RouteContract } from '@gauntlet/core';

/** The request schemas a contract names, and only those. */
type RequestSchemas<C extends RouteContract> = {
  [K in 'params' | 'querystring' | 'body' as K extends keyof C ? K : never]: C[K];
};

/**
 * The Fastify schema a route's contract asks for: its request schemas and its 200 answer. No
 * tags: a route's OpenAPI tag is its context, read from its path.
 */
type SchemaFor<C extends RouteContract> = { summary: string; tags?: never } & RequestSchemas<C> &
  (C extends { response: infer R } ? { response: { 200: R } } : unknown);

/** Every path is `/api/<context>/…`, so the first segment after `/api` names the route's context. */
const contextOf = (route: ApiRoute) => route.path.split('/')[2] ?? '';

/**
 * The access rule and schema of a route declared in core, as Fastify's route options. The
 * compiler holds the schemas given here to the declaration's contract, and the route walk holds
 * every registered method and path to a declaration, so server and web client cannot drift apart.
 */
export function declared<C extends RouteContract, const S extends SchemaFor<C>>(
  route: ApiRoute<C>,
  schema: S,
  refusal?: { deniedMessage: string },
) {
  return { config: { access: route.access, ...refusal }, schema: { ...schema, tags: [contextOf(route)] } };
}
