// Slow-client flood: the real server as `npm start` runs it (its own process, default limits)
// while `--sockets` connections from one address (127.0.0.2) send their headers or their body a
// byte a second for `--duration` seconds, reopening whenever the server closes them. Meanwhile
// another address (127.0.0.1) asks for the health check and a database read ten times a second.
// Passes when every ordinary request was answered, in time, and the server's open file
// descriptors (/proc/<pid>/fd) stayed within the per-address cap of where they started.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.js';
import { recordOption, writeResults } from './results-file.js';
import { freePort, signUpSession, sleep, startServer, stopServer, waitUntilUp } from './server-process.js';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    // Past the default request timeout (60 s), so that slow bodies are cut off within the run.
    duration: { type: 'string', default: '75' },
    ...recordOption,
  },
});
const SOCKETS = Number(values.sockets);
const DURATION_S = Number(values.duration);
const FLOOD_ADDRESS = '127.0.0.2';
/** A byte per second: slow enough that a server without timeouts keeps every socket open. */
const TRICKLE_MS = 1000;
/** A flood socket the server closed is reopened after this long (a slow flood, not a connect storm). */
const REOPEN_MS = 1000;
const PROBE_EVERY_MS = 100;
/** An ordinary request slower than this counts as failed: the flood made others wait. */
const PROBE_TIMEOUT_MS = 2000;
/** Descriptors the server may open beyond its start besides the flood's share: probes, database files. */
const FD_MARGIN = 50;

/** The server inherits this environment, so these are the limits it runs with. */
const limits = loadConfig(process.env).connectionLimits;

interface FloodStats {
  opened: number;
  /** Closed by the server before it answered anything within a second: beyond the per-address cap. */
  refused: number;
  /** Answered 408: too slow with their headers or body. */
  timed_out: number;
  /** Closed otherwise, after a while, without an answer. */
  closed_other: number;
}

/** Opens the flood; the function it returns ends it. */
function flood(port: number, stats: FloodStats): () => void {
  const open = new Set<net.Socket>();
  let stopping = false;
  const connect = (index: number) => {
    if (stopping) return;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: FLOOD_ADDRESS });
    open.add(socket);
    const slowBody = index % 2 === 1;
    let connectedAt = 0;
    let answer = '';
    let trickle: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      stats.opened++;
      connectedAt = Date.now();
      socket.write(
        slowBody
          ? 'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{'
          : 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      );
      trickle = setInterval(() => socket.write('x'), TRICKLE_MS);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      open.delete(socket);
      if (stopping) return;
      if (answer.startsWith('HTTP/1.1 408')) stats.timed_out++;
      else if (!answer && connectedAt && Date.now() - connectedAt < 1000) stats.refused++;
      else stats.closed_other++;
      setTimeout(() => connect(index), REOPEN_MS);
    });
  };
  for (let index = 0; index < SOCKETS; index++) connect(index);
  return () => {
    stopping = true;
    for (const socket of open) socket.destroy();
  };
}

interface ProbeStats {
  sent: number;
  failed: number;
  reasons: Record<string, number>;
  latencies: number[];
}

function probe(base: string, url: string, cookie: string): Promise<{ ms: number; failure?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(`${base}${url}`, { agent: false, timeout: PROBE_TIMEOUT_MS, headers: { cookie } }, (response) => {
      response.resume();
      response.on('end', () => {
        const ms = performance.now() - started;
        resolve(response.statusCode === 200 ? { ms } : { ms, failure: `status ${response.statusCode}` });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)));
    request.on('error', (error) => resolve({ ms: performance.now() - started, failure: error.message }));
  });
}

/** Probes as a signed-in player (`cookie`), since the database read, the recently active list, is only for them. */
async function probeUntil(base: string, cookie: string, deadline: number, stats: ProbeStats): Promise<void> {
  for (let turn = 0; Date.now() < deadline; turn++) {
    const result = await probe(base, turn % 2 ? '/api/profile/recent' : '/api/health', cookie);
    stats.sent++;
    stats.latencies.push(result.ms);
    if (result.failure) {
      stats.failed++;
      stats.reasons[result.failure] = (stats.reasons[result.failure] ?? 0) + 1;
    }
    await sleep(PROBE_EVERY_MS);
  }
}

const percentile = (samples: number[], share: number) =>
  Math.round([...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * share))] ?? 0);

const port = await freePort(4330);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-slowloris-'));
const server = startServer(port, dataDir);
try {
  await waitUntilUp(base, server);
  const cookie = await signUpSession(base, 'prober');
  const fds = () => fs.readdirSync(`/proc/${server.process.pid}/fd`).length;
  const fdsAtStart = fds();
  let fdsMax = fdsAtStart;
  const sampler = setInterval(() => (fdsMax = Math.max(fdsMax, fds())), 250);

  console.log(`${SOCKETS} slow sockets from ${FLOOD_ADDRESS} for ${DURATION_S} s, probing from 127.0.0.1…`);
  const floodStats: FloodStats = { opened: 0, refused: 0, timed_out: 0, closed_other: 0 };
  const probeStats: ProbeStats = { sent: 0, failed: 0, reasons: {}, latencies: [] };
  const stopFlood = flood(port, floodStats);
  await probeUntil(base, cookie, Date.now() + DURATION_S * 1000, probeStats);
  stopFlood();
  clearInterval(sampler);

  const result = {
    sockets: SOCKETS,
    duration_s: DURATION_S,
    limits,
    flood: floodStats,
    probes: probeStats.sent,
    probe_failures: probeStats.failed,
    probe_p50_ms: percentile(probeStats.latencies, 0.5),
    probe_p99_ms: percentile(probeStats.latencies, 0.99),
    probe_max_ms: percentile(probeStats.latencies, 1),
    fds_at_start: fdsAtStart,
    fds_max: fdsMax,
    fds_bounded: fdsMax <= fdsAtStart + limits.maxConnectionsPerAddress + FD_MARGIN,
  };
  if (Object.keys(probeStats.reasons).length) console.log('probe failures:', probeStats.reasons);
  console.log(JSON.stringify(result, null, 2));
  writeResults('slowloris.json', result, values.record);
  process.exitCode = result.probe_failures === 0 && result.fds_bounded ? 0 : 1;
} finally {
  await stopServer(server, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
