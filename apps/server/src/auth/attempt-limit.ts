import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { countAttempt } from './attempts.repository.js';

const WINDOW_MS = 60_000;

/**
 * Counts this attempt under every key (e.g. the client address and the account) and refuses it
 * with 429 once any key had more than `perMinute` attempts in its minute, as sign-in does. Every
 * attempt counts, refused ones too, so hammering does not shorten the wait.
 */
export async function limitAttempts(
  db: Database,
  reply: FastifyReply,
  keys: readonly string[],
  perMinute: number,
  message: string,
): Promise<void> {
  const now = Date.now();
  const counted = await Promise.all(keys.map((key) => countAttempt(db, key, WINDOW_MS, now)));
  const over = counted.filter((entry) => entry.count > perMinute);
  if (over.length === 0) return;
  const resumesAt = Math.max(...over.map((entry) => entry.windowStart + WINDOW_MS));
  reply.header('retry-after', String(Math.max(1, Math.ceil((resumesAt - now) / 1000))));
  throw new AppError(429, 'rate_limited', message);
}
