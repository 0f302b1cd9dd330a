import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../db/database.js';
import { postgresUrl } from '../../test/test-database.js';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gauntlet-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** `npm run <script> -- …args` as an operator types it, on an embedded installation in `dataDir`. */
async function npmRun(script: string, dataDir: string, ...args: string[]) {
  // An operator's shell: none of the test run's own settings.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir };
  try {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

// The commands the README gives an operator, run as typed; what they do is tested in
// backup-restore.test.ts and move-to-postgres.test.ts, on both drivers. These run once, in the
// embedded pass.
it.skipIf(postgresUrl())(
  'backs up an embedded installation with npm run backup, restores it with npm run restore, and refuses a second restore without --force',
  async () => {
    const dataDir = tempDir('installation');
    const database = await openPglite(path.join(dataDir, 'pgdata'));
    await database.migrate();
    await database.close();
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'a secret of this installation');
    const backups = tempDir('backups');

    const backedUp = await npmRun('backup', dataDir, backups);
    expect(backedUp.output).toContain('Backed up the embedded database');
    expect(backedUp.code).toBe(0);
    const [file] = fs.readdirSync(backups);
    expect(file).toMatch(/^gauntlet-.+\.tar$/);

    const restoredDir = tempDir('restored');
    const restored = await npmRun('restore', restoredDir, path.join(backups, file!));
    expect(restored.output).toContain('Restored the snapshot');
    expect(restored.code).toBe(0);
    expect(fs.readFileSync(path.join(restoredDir, 'auth-secret'), 'utf8')).toBe('a secret of this installation');

    const again = await npmRun('restore', restoredDir, path.join(backups, file!));
    expect(again.code).toBe(1);
    expect(again.output).toContain('--force');

    const move = await npmRun('move-to-postgres', restoredDir, '--help');
    expect(move.code).toBe(0);
    expect(move.output).toContain('npm run move-to-postgres');
  },
  120_000,
);
