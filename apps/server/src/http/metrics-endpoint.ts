import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError, notFound } from './app-error.js';
import { registerErrorHandling } from './error-handler.js';

/** METRICS_TOKEN, METRICS_PORT and METRICS_HOST as configured; neither token nor port: no metrics. */
export interface MetricsSettings {
  token: string | null;
  port: number | null;
  host: string;
}

const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The bearer check of a scrape. Both sides are hashed first, so the comparison takes the same
 * time whatever the given token's length and however much of it is right.
 */
function requireToken(token: string): (authorization: string | undefined) => void {
  const expected = digest(token);
  return (authorization) => {
    const given = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
    if (!timingSafeEqual(digest(given), expected)) {
      throw new AppError(401, 'unauthorized', 'Metrics need the bearer token set in METRICS_TOKEN', {
        'www-authenticate': 'Bearer',
      });
    }
  };
}

/**
 * Serves the metrics at `/metrics`. On the app's port that is also the address of the app's
 * Metrics screen: a request without an `Authorization` header (a browser opening the screen) is
 * answered as any page is, by the not-found handler that serves the app (http/spa.ts).
 */
function serveMetrics(app: FastifyInstance, registry: Registry, token: string | null, besideTheApp: boolean): void {
  const check = token ? requireToken(token) : () => undefined;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (besideTheApp && request.headers.authorization === undefined) return reply.callNotFound();
    check(request.headers.authorization);
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

/**
 * `/metrics` on the app's port: the metrics with METRICS_TOKEN and no METRICS_PORT, to a caller
 * with the token. Otherwise nothing is declared there, and the address is the Metrics screen's.
 * It is no API route (not under /api, not in the OpenAPI document, no user's access rule): its
 * caller is a scraper, which holds the operator's token rather than a session.
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, settings: MetricsSettings): void {
  if (settings.token && settings.port === null) serveMetrics(app, registry, settings.token, true);
}

/**
 * With METRICS_PORT, `/metrics` is served by a listener of its own on that port (and METRICS_HOST,
 * loopback unless set), so a firewall or the network decides who scrapes; METRICS_TOKEN, if also
 * set, is asked for there too. Nothing else answers on it. Null without METRICS_PORT.
 */
export async function openMetricsListener(registry: Registry, settings: MetricsSettings): Promise<FastifyInstance | null> {
  if (settings.port === null) return null;
  const listener = Fastify({ logger: false });
  registerErrorHandling(listener);
  serveMetrics(listener, registry, settings.token, false);
  listener.setNotFoundHandler((request) => {
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });
  await listener.listen({ port: settings.port, host: settings.host });
  return listener;
}
