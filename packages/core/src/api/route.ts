import type { z } from 'zod';
import type { PartnerRight } from '../contracts/partner.js';
import type { Flag, Role } from '../rules/roles.js';

/**
 * Who may call a route; the server enforces it and publishes it in the OpenAPI document.
 * `partner:<right>` is the live partner of the route's `:playerId`, granted that right.
 */
export type Access = 'public' | 'signedIn' | 'moderator' | `role:${Role}` | `flag:${Flag}` | `partner:${PartnerRight}`;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The zod schemas of a route's request and of its 200 answer. */
export interface RouteContract {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/**
 * One API route, declared once for both sides: the server registers it with this method, path
 * and access rule and with schemas the compiler holds to `C`; the web client builds its request
 * from the same declaration and types it and the answer with `C`. Only the schemas' types live
 * here, so the web app does not load zod to call the API.
 */
export interface ApiRoute<C extends RouteContract = RouteContract> {
  method: HttpMethod;
  path: string;
  access: Access;
  /** Never set at run time: it carries the contract's types. */
  readonly contract?: C;
}

export function route<C extends RouteContract>(method: HttpMethod, path: string, access: Access): ApiRoute<C> {
  return { method, path, access };
}

/**
 * The address of a declared route: its `:name` parameters filled in and encoded, and its query,
 * leaving out what is undefined. The one way anything builds a URL of the API.
 */
export function routeUrl(route: ApiRoute, input: { params?: object; query?: object } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = Object.entries(input.query ?? {}).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

type ContractOf<R> = R extends ApiRoute<infer C> ? C : never;

/** What a client sends: the path parameters, the query and the body its route declares. */
export type RouteInput<R extends ApiRoute> = (ContractOf<R> extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : unknown) &
  (ContractOf<R> extends { querystring: infer Q extends z.ZodType } ? { query: z.input<Q> } : unknown) &
  (ContractOf<R> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown);

/** What a client receives: the route's 200 answer as JSON. */
export type RouteOutput<R extends ApiRoute> =
  ContractOf<R> extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;
