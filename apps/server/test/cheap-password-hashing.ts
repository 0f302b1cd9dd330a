import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../src/auth/auth.js';

// The API tests sign up thousands of users. At the production cost (N 16384, r 16: some 50 ms and
// 32 MB of memory for each hash) hashing took a third of the server suite's time. The same
// algorithm and stored form (salt:key in hex) at a sixteenth of the cost keep sign-up and sign-in
// whole; the browser tests run the server with the production cost.
const COST = { N: 1024, r: 16, p: 1 };
const KEY_BYTES = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export const cheapPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    const stored = Buffer.from(key ?? '', 'hex');
    if (!salt || stored.length !== KEY_BYTES) return false;
    return timingSafeEqual(await derive(password, salt), stored);
  },
};
