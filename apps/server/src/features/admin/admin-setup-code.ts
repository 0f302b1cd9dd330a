import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE_NAME = 'admin-setup-code';

const setupCodeFile = (dataDir: string) => path.join(dataDir, FILE_NAME);

/**
 * The one-time code that makes its holder the first administrator. Only whoever runs the server
 * can read it (its log, or DATA_DIR/admin-setup-code), so a stranger who signs up first cannot
 * take the role. ADMIN_SETUP_CODE sets it, e.g. for several instances that must agree on one;
 * otherwise it is generated and kept in the file so restarts print the same code. Null once an
 * administrator exists: the file is removed then and no code is accepted.
 */
export function prepareSetupCode(configured: string | undefined, dataDir: string, adminExists: boolean): string | null {
  const file = setupCodeFile(dataDir);
  if (adminExists) {
    discardSetupCode(dataDir);
    return null;
  }
  if (configured) return configured;
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const code = crypto.randomBytes(15).toString('base64url');
  fs.writeFileSync(file, code, { mode: 0o600 });
  return code;
}

/** Once the first administrator exists the code is spent; its file goes too. */
export function discardSetupCode(dataDir: string): void {
  fs.rmSync(setupCodeFile(dataDir), { force: true });
}

/** Compares in constant time, so the answer's timing says nothing about how close a guess was. */
export function setupCodeMatches(expected: string, given: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(expected), digest(given));
}
