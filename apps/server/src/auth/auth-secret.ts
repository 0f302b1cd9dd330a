import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The configured secret, or one generated on first start and kept in DATA_DIR so sessions
 * survive restarts. Several instances must share a configured AUTH_SECRET instead.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
