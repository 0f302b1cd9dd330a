import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The integration secret shared with trusted external applications: configured as
 * EXTERNAL_APP_SECRET, or generated on first use and kept in DATA_DIR (where the command-line
 * external app on the same machine finds it).
 */
export function resolveExternalAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'external-app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The token key never leaves the server; it is derived from the auth secret. */
export function deriveTokenKey(authSecret: string): string {
  return crypto.createHmac('sha256', authSecret).update('gauntlet external goal tokens').digest('hex');
}
