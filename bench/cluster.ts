// `npm run cluster`: Gauntlet as it is deployed for real, on this machine: a PostgreSQL cluster of
// its own (Debian's server packages), two app instances started as `npm start` starts them, and
// HAProxy in front with the repository's deploy/haproxy.cfg. It runs until Ctrl-C, then stops
// everything and deletes the data. `--check` runs the browser journey (e2e/cluster/) against it
// instead and exits with its result.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPgBin } from '../apps/server/src/backup/postgres-tools.js';
import { createCluster } from './pg-cluster.js';
import { freePort, sleep, startServer, stopServer, waitUntilUp, type Server } from './server-process.js';

const ROOT = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const pgBin = findPgBin() ?? fail('No PostgreSQL server under /usr/lib/postgresql: apt-get install postgresql');
if (spawnSync('haproxy', ['-v']).error) fail('No haproxy on the PATH: apt-get install haproxy');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-cluster-'));
const pg = await createCluster(pgBin, await freePort(5510));
const proxyPort = await freePort(Number(process.env.CLUSTER_PORT ?? 8480));
const proxyUrl = `http://127.0.0.1:${proxyPort}`;
// The proxy reaches the instances from another loopback address than the browser's, so that the
// address an instance believes (the browser's, 127.0.0.1) is told apart from the proxy's own.
const PROXY_SOURCE = '127.0.0.2';
const socket = path.join(dataDir, 'haproxy.sock');
const appPorts = [await freePort(3310)];
appPorts.push(await freePort(appPorts[0]! + 1));

// What several instances must share (README, Deploy). The uploads share DATA_DIR, so an image
// uploaded through one instance is served by the other; the VAPID keys and the admin setup code
// are written there by the first instance and read by the second.
const shared = {
  BASE_URL: proxyUrl,
  TRUST_PROXY: '1',
  MAX_CONNECTIONS_PER_ADDRESS: '1000',
  AUTH_SECRET: crypto.randomBytes(36).toString('base64url'),
  EXTERNAL_APP_SECRET: crypto.randomBytes(24).toString('base64url'),
  ADMIN_SETUP_CODE: crypto.randomBytes(12).toString('base64url'),
  AUTH_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
};
const apps: Server[] = [];
let proxy: ChildProcess | undefined;
let stopping = false;

async function stopAll(): Promise<void> {
  stopping = true;
  if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
    const exited = new Promise((resolve) => proxy!.once('exit', resolve));
    proxy.kill('SIGTERM');
    await exited;
  }
  await Promise.all(apps.map((app) => stopServer(app, 'SIGTERM')));
  await pg.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Resolves when the proxy answers `/api/ready`, i.e. it reaches an instance that is ready. */
async function waitForProxy(haproxy: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(200)) {
    if (haproxy.exitCode !== null || haproxy.signalCode !== null) throw new Error('haproxy exited on start');
    const ready = await fetch(`${proxyUrl}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
  }
  throw new Error('the proxy did not answer /api/ready');
}

async function startAll(): Promise<void> {
  // One at a time: the first builds the web app if needed and applies the migrations.
  for (const [index, port] of appPorts.entries()) {
    const app = startServer(port, dataDir, pg.url, shared);
    apps.push(app);
    await waitUntilUp(`http://127.0.0.1:${port}`, app);
    app.process.once('exit', (code, signal) => {
      if (!stopping)
        console.log(
          `app${index + 1} (pid ${app.process.pid}) exited (${signal ?? code}); the proxy sends its requests to the other`,
        );
    });
  }
  proxy = spawn('haproxy', ['-db', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      GAUNTLET_PROXY_BIND: `127.0.0.1:${proxyPort}`,
      GAUNTLET_PROXY_SOURCE: PROXY_SOURCE,
      GAUNTLET_PROXY_SOCKET: socket,
      GAUNTLET_APP1: `127.0.0.1:${appPorts[0]}`,
      GAUNTLET_APP2: `127.0.0.1:${appPorts[1]}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  proxy.once('exit', (code, signal) => {
    if (!stopping) console.log(`haproxy exited (${signal ?? code})`);
  });
  await waitForProxy(proxy);
}

/** The browser journey (e2e/cluster.config.ts) against this cluster; resolves with its exit code. */
function runJourney(): Promise<number> {
  const playwright = spawn('npx', ['playwright', 'test', '-c', 'cluster.config.ts'], {
    cwd: path.join(ROOT, 'e2e'),
    env: {
      ...process.env,
      CLUSTER_PROXY_URL: proxyUrl,
      CLUSTER_PROXY_SOCKET: socket,
      CLUSTER_APPS: apps.map((app, index) => `${app.process.pid}@http://127.0.0.1:${appPorts[index]}`).join(','),
    },
    stdio: 'inherit',
  });
  return new Promise((resolve) => playwright.once('exit', (code) => resolve(code ?? 1)));
}

try {
  await startAll();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}

console.log(`Gauntlet cluster: open ${proxyUrl} (HAProxy, deploy/haproxy.cfg)`);
appPorts.forEach((port, index) => console.log(`  app${index + 1}: http://127.0.0.1:${port} (pid ${apps[index]!.process.pid})`));
console.log(`  PostgreSQL: ${pg.url}`);
console.log(`  DATA_DIR (shared): ${dataDir}`);
console.log(`  HAProxy runtime API: echo "show stat" | socat stdio ${socket}`);

if (check) {
  const code = await runJourney();
  await stopAll();
  process.exit(code);
}
console.log('Ctrl-C stops everything and deletes the data.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('Stopping the proxy, the instances and PostgreSQL…');
    void stopAll().then(() => process.exit(0));
  });
}
