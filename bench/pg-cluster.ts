// A throw-away PostgreSQL cluster for the crash rounds of the durability run. It has its own data
// directory and port, so `pg_ctl stop -m immediate` never hits a server that someone else uses.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** PostgreSQL refuses to run as root; as root it runs as the same unprivileged user as `.ci/run`. */
const PG_USER = 'gauntlet-ci';

export interface PgCluster {
  url: string;
  /** `pg_ctl stop -m immediate`: no checkpoint, no goodbye to clients; startup replays the WAL. */
  crash(): Promise<void>;
  /** Starts the server and waits until it accepts connections (crash recovery included). */
  start(): Promise<void>;
  /** Stops the server (immediately: nothing in it is kept) and deletes its data directory. */
  destroy(): Promise<void>;
}

/** The unprivileged user's ids; created when missing, as `.ci/run` does. */
function pgUserIds(): { uid: number; gid: number } {
  try {
    execFileSync('id', [PG_USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER]);
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, PG_USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** initdb and start a cluster with trust auth; fsync stays on, as in production. */
export async function createCluster(bin: string, port: number): Promise<PgCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gauntlet-crash-pg-'));
  if (asRoot) {
    const { uid, gid } = pgUserIds();
    fs.chownSync(dir, uid, gid);
  }
  const pg = async (tool: string, ...args: string[]): Promise<void> => {
    const command = path.join(bin, tool);
    await (asRoot ? run('runuser', ['-u', PG_USER, '--', command, ...args]) : run(command, args));
  };
  const data = path.join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => pg('pg_ctl', '-D', data, '-m', 'immediate', 'stop'),
    start: () => pg('pg_ctl', '-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start'),
    async destroy() {
      await cluster.crash().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    // --no-sync skips initdb's own final flush (it guards against the machine going down, which
    // this run does not do); the server's fsync stays on.
    await pg('initdb', '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync');
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
