import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_SETUP_CODE } from '../playwright.config';

const ROOT = new URL('../..', import.meta.url).pathname;
// Debian's libfaketime (package `faketime`): shifts the clock a process reads, the embedded
// database's included, without touching the machine's.
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/**
 * A server of this test's own on a data directory that outlives it, so that a test can stop it
 * and start it again later on the same data, optionally with its clock shifted (`+1d`), as if the
 * user came back on another day.
 */
export class OwnServer {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-e2e-own-'));
  private child: ChildProcess | undefined;

  /** `env` adds to or overrides the server's settings, e.g. an SMTP_URL of the test's own. */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get baseUrl() {
    return `http://localhost:${this.port}`;
  }

  async start(clockShift?: string) {
    if (clockShift && !fs.existsSync(LIBFAKETIME)) throw new Error(`${LIBFAKETIME} is missing: apt-get install faketime`);
    const shifted = clockShift ? { LD_PRELOAD: LIBFAKETIME, FAKETIME: clockShift, DONT_FAKE_MONOTONIC: '1' } : {};
    this.child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...shifted,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        BASE_URL: this.baseUrl,
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        ADMIN_SETUP_CODE,
        ...this.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if (this.child.exitCode !== null) throw new Error(`the server exited with ${this.child.exitCode}`);
      const up = await fetch(`${this.baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not come up');
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }

  async remove() {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
