import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** The server's VAPID key pair, base64url: browsers subscribe with the public key, pushes are signed with the private one. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The configured key pair, or one generated on first start and kept in DATA_DIR: a browser's
 * subscription is bound to the public key it was made with, so a new pair on every start would
 * silence every subscribed device. Several instances must share a configured pair instead.
 */
export function resolveVapidKeys(configured: VapidKeys | null, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  fs.mkdirSync(dataDir, { recursive: true });
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify({ publicKey, privateKey }), { mode: 0o600 });
  return { publicKey, privateKey };
}
