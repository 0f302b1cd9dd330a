import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesApi, profileApi } from '@gauntlet/core';
import { registerErrorHandling } from '../src/http/error-handler.js';
import { registerMetricsRoute } from '../src/http/metrics-endpoint.js';
import { registerSpa } from '../src/http/spa.js';
import { startTestServer, type TestServer, type TestUser } from './test-server.js';

const TOKEN = 'scrape-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample of a scrape: `name{labels}`, with the labels in Prometheus' order. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

let server: TestServer;
let alice: TestUser;

const scrape = async () => {
  const response = await server.request({ method: 'GET', url: '/metrics', headers: bearer });
  expect(response.statusCode).toBe(200);
  return response.body;
};

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN });
  alice = await server.signUp('metered');
});
afterAll(() => server.close());

describe('/metrics with METRICS_TOKEN', () => {
  it('refuses a scrape with a wrong token, in the documented error shape', async () => {
    for (const headers of [
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: TOKEN },
      { authorization: '' },
    ]) {
      const response = await server.request({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
  });

  it('counts requests under the declared route, never the address asked for', async () => {
    const series =
      'gauntlet_http_request_duration_seconds_count{route="/api/profile/users/:userId/avatar",method="GET",status_class="4xx"}';
    const before = sample(await scrape(), series);
    const ids = ['0b6f1f9e-9d43-4c39-9f51-6c1f3d1e7a01', '0b6f1f9e-9d43-4c39-9f51-6c1f3d1e7a02'];
    for (const userId of ids) await server.call(profileApi.avatar, { params: { userId } });
    await server.request({ method: 'GET', url: '/api/no/such/route/0b6f1f9e' });
    const after = await scrape();
    expect(sample(after, series)).toBe(before + 2);
    expect(after).not.toContain('0b6f1f9e');
    expect(
      sample(after, 'gauntlet_http_request_duration_seconds_count{route="unmatched",method="GET",status_class="4xx"}'),
    ).toBeGreaterThan(0);
    expect(after).toContain('gauntlet_http_request_duration_seconds_bucket{le="0.005",route="/api/profile/users/:userId/avatar"');
  });

  it('records statement batch sizes and read-cache hits on a repeated dashboard read', async () => {
    const batches = 'gauntlet_statement_batch_size_count{batcher="dashboards"}';
    const hits = 'gauntlet_read_cache_lookups_total{read="dashboard",result="hit"}';
    const before = await scrape();
    expect((await server.call(challengesApi.dashboard, { as: alice })).statusCode).toBe(200);
    expect((await server.call(challengesApi.dashboard, { as: alice })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, batches)).toBe(sample(before, batches) + 1);
    expect(sample(after, 'gauntlet_statement_batch_size_bucket{le="1",batcher="dashboards"}')).toBeGreaterThan(0);
    expect(sample(after, hits)).toBe(sample(before, hits) + 1);
    expect(sample(after, 'gauntlet_read_cache_lookups_total{read="session",result="hit"}')).toBeGreaterThan(0);
  });

  it('counts an event stream while it is open', async () => {
    const streams = 'gauntlet_open_event_streams';
    const before = sample(await scrape(), streams);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const stream = await fetch(`${address}${profileApi.events.path}`, {
      headers: { cookie: alice.cookie },
      signal: controller.signal,
    });
    await stream.body!.getReader().read(); // the first state: the stream is open
    expect(sample(await scrape(), streams)).toBe(before + 1);
    controller.abort();
    await expect.poll(async () => sample(await scrape(), streams), { timeout: 2000 }).toBe(before);
  });

  it('reads the database’s connections, the job queues and the process at scrape time', async () => {
    const text = await scrape();
    expect(text).toMatch(/^gauntlet_db_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^gauntlet_db_waiting \d+$/m);
    expect(text).toMatch(/^gauntlet_job_queue_waiting\{queue="[^"]+"\} \d+$/m);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });
});

// `/metrics` is also the address of the app's Metrics screen: opened in a browser, it is the app.
describe('/metrics on the app’s port', () => {
  async function appWith(token: string | null, use: (app: ReturnType<typeof Fastify>) => Promise<void>) {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-metrics-spa-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Gauntlet</title>');
    const app = Fastify();
    try {
      registerErrorHandling(app);
      registerMetricsRoute(app, new Registry(), { token, port: null, host: '127.0.0.1' });
      await registerSpa(app, webRoot);
      await use(app);
    } finally {
      await app.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  }
  const isTheApp = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Gauntlet</title>');
  };

  it('is the Metrics screen when metrics are not turned on', async () => {
    await appWith(null, async (app) => {
      isTheApp(await app.inject({ url: '/metrics' }));
      isTheApp(await app.inject({ url: '/metrics', headers: bearer }));
    });
  });

  it('is the Metrics screen to a browser, and the metrics to a scraper with the token, when METRICS_TOKEN is set', async () => {
    await appWith(TOKEN, async (app) => {
      isTheApp(await app.inject({ url: '/metrics' }));
      const scraped = await app.inject({ url: '/metrics', headers: bearer });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['content-type']).toMatch(/^text\/plain/);
      expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    });
  });
});

/** A port free at this moment. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('/metrics on METRICS_PORT', () => {
  it('is served on its own port, with the token when one is set, and not on the app’s', async () => {
    const port = await freePort();
    const apart = await startTestServer({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    try {
      const there = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: bearer });
      expect(there.status).toBe(200);
      expect(there.headers.get('content-type')).toContain('text/plain');
      expect(await there.text()).toContain('gauntlet_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      const onApp = await apart.request({ method: 'GET', url: '/metrics', headers: bearer });
      expect(onApp.statusCode).toBe(404);
    } finally {
      await apart.close();
    }
    // Closing the app closes its metrics listener.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
