import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { UploadStore } from './video.service.js';
import * as repository from './video.repository.js';

/**
 * Deletes the uploads never analysed within `ttlSeconds` of arriving, files and rows, and what
 * is left of deleted accounts (the account's deletion removes it at once; this catches a crash
 * in between).
 */
async function sweepUploads(db: Database, store: UploadStore, ttlSeconds: number): Promise<void> {
  const swept = await repository.deleteUnanalysedOlderThan(db, ttlSeconds);
  await Promise.all(swept.map((upload) => store.remove(upload.userId, [upload.id])));
  const owners = await store.owners();
  const existing = await repository.existingUserIds(db, owners);
  await Promise.all(owners.filter((owner) => !existing.has(owner)).map((owner) => store.removeOwner(owner)));
  await repository.deleteArrivedUploadsOfDeletedAccounts(db);
}

/**
 * Sweeps while the app runs, four times per time-to-live (at most every 15 minutes), so an
 * upload outlives its time by at most a quarter of it.
 */
export function scheduleUploadSweep(app: FastifyInstance, db: Database, store: UploadStore, ttlSeconds: number): void {
  const everyMs = Math.min(15 * 60_000, Math.max(250, (ttlSeconds * 1000) / 4));
  const timer = setInterval(() => {
    sweepUploads(db, store, ttlSeconds).catch((error: unknown) => app.log.error(error, 'upload sweep failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
