// What the metrics cost a request (decision 0047): the CPU time of one latency observation, and
// of a whole request through Fastify with and without the request-timing hook, on a route that
// does nothing else, so the hook's share is as large as it can be. CPU time rather than the
// clock, and the least of several rounds, so that other work on a shared machine counts little.
// Run: npx tsx bench/metrics-cost.ts
import Fastify from 'fastify';
import { registerRequestMetrics } from '../apps/server/src/http/request-metrics.js';
import { requestDuration } from '../apps/server/src/metrics/instruments.js';

const ROUNDS = 12;
const REQUESTS = 5_000;
const OBSERVATIONS = 500_000;

/** Microseconds of CPU this process used so far. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

function observeCost(): number {
  const labels = { route: '/api/partner/players/:playerId', method: 'GET', status_class: '2xx' };
  const begin = cpu();
  for (let i = 0; i < OBSERVATIONS; i++) requestDuration.observe(labels, 0.001);
  return ((cpu() - begin) / OBSERVATIONS) * 1000;
}

async function requestCost(timed: boolean): Promise<number> {
  const app = Fastify();
  if (timed) registerRequestMetrics(app);
  app.get('/api/items/:id', () => ({ ok: true }));
  await app.ready();
  for (let i = 0; i < 1000; i++) await app.inject({ url: '/api/items/42' });
  const begin = cpu();
  for (let i = 0; i < REQUESTS; i++) await app.inject({ url: '/api/items/42' });
  await app.close();
  return (cpu() - begin) / REQUESTS;
}

let observe = Infinity;
let plain = Infinity;
let timed = Infinity;
for (let round = 0; round < ROUNDS; round++) {
  observe = Math.min(observe, observeCost());
  plain = Math.min(plain, await requestCost(false));
  timed = Math.min(timed, await requestCost(true));
}
console.log(`one observation: ${observe.toFixed(0)} ns of CPU`);
console.log(`a request: ${plain.toFixed(1)} µs of CPU without the timing hook, ${timed.toFixed(1)} µs with it`);
