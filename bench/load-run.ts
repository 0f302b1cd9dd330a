// One load scenario run by autocannon in a process of its own (load.mjs), so the load does not
// share the server's event loop.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Identity } from './seed.js';

export interface LoadScenario {
  name: string;
  url: string;
  path: string;
  method: 'GET' | 'POST';
  authenticated?: boolean;
  origin?: string;
  loginPassword?: string;
  amount?: number;
  connections?: number;
  /**
   * Check-ins, as the app sends them: a day (`YYYY-MM-DD`) and a new idempotency key each. Every
   * user checks in for the first day, then every user for the next.
   */
  checkInDays?: string[];
  /** Only these seeded users make the requests. */
  identities?: Identity[];
  /** A write: its ratio is to the write ceiling. */
  writes?: boolean;
  /** Requests a second offered in all, as users would send them; as many as the server answers if unset. */
  rate?: number;
}

export interface LoadSettings {
  /** Seconds a run without an `amount` lasts. */
  duration: number;
  /** Connections of a scenario that names none. */
  connections: number;
  /** The users who make the requests of a scenario that names none. */
  identities: Identity[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The most this (the bench's) process held while the load ran. */
  rss: number;
}

/**
 * A run of a fixed number of requests (each user's check-ins, logins) lasts a couple of seconds,
 * too short to dilute its first requests (code not yet optimised, each pooled connection
 * preparing its statements) as a timed run does: its first 1,000 requests, or its first half
 * when shorter, warm up, unmeasured.
 */
const WARM_UP_REQUESTS = 1000;

export function runLoad(scenario: LoadScenario, { duration, connections, identities }: LoadSettings): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `gauntlet-bench-${scenario.name}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({
      ...scenario,
      connections: scenario.connections ?? connections,
      duration,
      warmUp: Math.min(WARM_UP_REQUESTS, Math.ceil((scenario.amount ?? 0) / 2)),
      identities: scenario.identities ?? identities,
    }),
  );
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [new URL('./load.mjs', import.meta.url).pathname, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${scenario.name}: load process exited ${code}`));
      const result = JSON.parse(output) as { requests: number; seconds: number; p50: number; p99: number; non2xx: number };
      resolve({
        rps: result.requests / result.seconds,
        p50: Number(result.p50.toFixed(1)),
        p99: Number(result.p99.toFixed(1)),
        non2xx: result.non2xx,
        rss: peak,
      });
    });
  });
}
