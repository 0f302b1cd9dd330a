import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The figures the hot paths count, process-wide: one process serves one app, and what the
 * process does (its requests, statements, cache and streams) is what an operator watches. They
 * only ever add to a number or a bucket, so they cost the same whether anyone scrapes them or not;
 * what must be read (the database's connections, the job queues) is read at scrape time instead
 * (see scrape-gauges.ts).
 */
export const processRegistry = new Registry();

/** Latency buckets from a cached read (about 1 ms) to a slow upload (10 s). */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** Every answered request by its declared route; its `_count` is the request rate. */
export const requestDuration = new Histogram({
  name: 'gauntlet_http_request_duration_seconds',
  help: 'Time from a request’s arrival to its last byte, by declared route (unmatched for none), method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

/** Up to BATCH_MAX (64) requests in one statement. */
export const statementBatchSize = new Histogram({
  name: 'gauntlet_statement_batch_size',
  help: 'Requests run together as one statement, by batcher',
  labelNames: ['batcher'] as const,
  buckets: [1, 2, 4, 8, 16, 32, 64],
  registers: [processRegistry],
});

export const readCacheLookups = new Counter({
  name: 'gauntlet_read_cache_lookups_total',
  help: 'Reads asked of the read cache, by kind of read and whether memory answered (hit) or the database (miss)',
  labelNames: ['read', 'result'] as const,
  registers: [processRegistry],
});

export const openEventStreams = new Gauge({
  name: 'gauntlet_open_event_streams',
  help: 'Server-Sent Events streams open now',
  registers: [processRegistry],
});

let defaultsStarted = false;

/**
 * prom-client's process figures (memory, CPU, event-loop lag, handles), started once and only
 * when metrics are served: the event-loop lag is sampled by a timer of its own.
 */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: processRegistry });
}
