import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';
import { requestDuration } from '../metrics/instruments.js';

/** The label of requests no route matched: one series, whatever URL was asked for. */
const UNMATCHED = 'unmatched';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** Fastify's clock runs from the request's arrival; the only allocation is the labels. */
function observe(route: string, request: FastifyRequest, reply: FastifyReply): void {
  const statusClass = STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? 'other';
  requestDuration.observe({ route, method: request.method, status_class: statusClass }, reply.elapsedTime / 1000);
}

const hooksOf = (hooks: RouteOptions['onResponse']) => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Times every answered request under its declared route pattern (`/api/partner/players/:playerId`,
 * never the URL asked for, whose ids would make a series per player). Each route gets a hook that
 * knows its pattern, so no request looks its route up; the requests no route matched share one
 * label. Registered before the routes, as the hook is added to each route as it is declared.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const pattern = route.url;
    const timed: onResponseHookHandler = (request, reply, done) => {
      observe(pattern, request, reply);
      done();
    };
    route.onResponse = [...hooksOf(route.onResponse), timed];
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observe(UNMATCHED, request, reply);
    done();
  });
}
