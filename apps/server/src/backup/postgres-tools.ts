import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's binaries (Debian's `/usr/lib/postgresql/<version>/bin`), or null. */
export function findPgBin(): string | null {
  if (!fs.existsSync(PG_ROOT)) return null;
  const versions = fs
    .readdirSync(PG_ROOT)
    .filter((version) => fs.existsSync(path.join(PG_ROOT, version, 'bin/initdb')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const newest = versions.at(-1);
  return newest ? path.join(PG_ROOT, newest, 'bin') : null;
}

/**
 * Runs `pg_dump` or `pg_restore`: the newest Debian binaries, else the ones on the PATH. A tool
 * older than the server refuses to dump it, and says so in the error passed on.
 */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const bin = findPgBin();
  try {
    await run(bin ? path.join(bin, tool) : tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string };
    if (code === 'ENOENT') {
      throw new Error(`${tool} was not found: install PostgreSQL's client programs (postgresql-client)`, { cause: error });
    }
    throw new Error(`${tool} failed: ${stderr?.trim() || String(error)}`, { cause: error });
  }
}
