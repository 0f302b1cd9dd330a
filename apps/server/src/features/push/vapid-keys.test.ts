import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { resolveVapidKeys } from './vapid-keys.js';

describe('VAPID keys', () => {
  it('are generated once and kept in DATA_DIR for the next start, readable only by the server', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-')), 'data');
    const first = resolveVapidKeys(null, dataDir);
    expect(resolveVapidKeys(null, dataDir)).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, which are set together', () => {
    const keys = resolveVapidKeys(null, fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-')));
    const config = loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(resolveVapidKeys(config.push.vapidKeys, '/nonexistent')).toEqual(keys);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'admin@example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});
