// The app server as a child process, as `npm start` runs it (so a bench can kill it or audit it
// from a browser), and a signed-up session on it.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first port from `from` on that nobody listens on: on a busy one the health check would
 * reach someone else's server (other benches use fixed ports too).
 */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}..${from + 99}`);
}

export interface Server {
  process: ChildProcess;
  /** The start of its stderr, where an uncaught error says why it died. */
  stderr: () => string;
  exited: () => boolean;
}

/** `env` adds to or overrides the settings below, e.g. a proxy's BASE_URL and TRUST_PROXY. */
export function startServer(port: number, dataDir: string, databaseUrl?: string, env: Record<string, string> = {}): Server {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(0, 1000)));
  return { process: child, stderr: () => stderr, exited: () => child.exitCode !== null || child.signalCode !== null };
}

export async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (!server.exited()) server.process.kill(signal);
  await new Promise<void>((resolve) => (server.exited() ? resolve() : server.process.once('exit', () => resolve())));
}

/**
 * How long a start may take: on a fresh clone `npm start` first builds the web app, which takes
 * over a minute on a busy two-core machine.
 */
const START_LIMIT_MS = 150_000;

export async function waitUntilUp(base: string, server: Server): Promise<void> {
  for (const deadline = Date.now() + START_LIMIT_MS; Date.now() < deadline;) {
    if (server.exited()) throw new Error(`the server exited on start:\n${server.stderr()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not come up');
}

/** Signs up through the real API; returns the session cookie a browser would keep. */
export async function signUpSession(base: string, name: string): Promise<string> {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: `${name}-password`, username: name, acceptTerms: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}
