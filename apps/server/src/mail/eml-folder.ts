import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Keeps a raw RFC 822 message as an .eml file in `folder` (created when missing), named by the
 * time it was written so a listing reads in order, and returns the file's path. Only the server's
 * user may read it: a message can hold a reset link.
 */
export async function writeEml(folder: string, message: Buffer): Promise<string> {
  await fs.mkdir(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(folder, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
  await fs.writeFile(file, message, { mode: 0o600 });
  return file;
}
