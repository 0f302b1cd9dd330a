import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uploadFileNameSchema, type ImageAnalysis, type Upload, type UploadQuota } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import { unreadableUpload } from '../../http/uploaded-file.js';
import type { ImageAnalyser } from './image-analyser.js';
import { groupNearDuplicates } from './image-analysis.js';
import type { Reservation, UploadLimits } from './upload-room.js';
import * as repository from './video.repository.js';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

const uploadCancelled = () => new AppError(409, 'upload_cancelled', 'Your uploads were cleared while this one arrived.');

const notJpeg = (fileName: string) =>
  new AppError(415, 'not_jpeg', `${fileName} is not a JPEG image. Only .jpg files can be analysed.`);

/** Uploaded images live under DATA_DIR/uploads/<user>/<upload id>.jpg, never in the database. */
export class UploadStore {
  constructor(private readonly dataDir: string) {}

  fileOf(userId: string, uploadId: string): string {
    return path.join(this.dataDir, 'uploads', userId, `${uploadId}.jpg`);
  }

  /** Writes what `source` sends through `check`; on any failure nothing is left behind. */
  async write(userId: string, uploadId: string, source: Readable, check: Transform): Promise<void> {
    const file = this.fileOf(userId, uploadId);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // The parser destroys the file's stream when the body ends inside it (a broken or cut-off
    // upload), possibly while the folder was made; a pipeline from a destroyed stream never settles.
    if (source.destroyed) throw unreadableUpload();
    try {
      await pipeline(source, check, createWriteStream(file));
    } catch (error) {
      await fs.rm(file, { force: true });
      throw error;
    }
  }

  async remove(userId: string, uploadIds: string[]): Promise<void> {
    await Promise.all(uploadIds.map((id) => fs.rm(this.fileOf(userId, id), { force: true })));
  }

  /** The users who have a folder of uploads. */
  async owners(): Promise<string[]> {
    const entries = await fs.readdir(path.join(this.dataDir, 'uploads'), { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  }

  async removeOwner(userId: string): Promise<void> {
    // An upload still arriving may add a file while the folder goes: removing it is tried again.
    await fs.rm(path.join(this.dataDir, 'uploads', userId), { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Passes a file through while it is a JPEG no larger than `maxBytes`, counting its bytes; the
 * first byte too many stops it, so an oversized upload never reaches the disk in full.
 */
class JpegGuard extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number,
    private readonly overrun: () => AppError,
    private readonly wrongKind: () => AppError,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(this.overrun());
    if (this.head.length < JPEG_MAGIC.length) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, JPEG_MAGIC.length);
      if (!JPEG_MAGIC.subarray(0, this.head.length).equals(this.head)) return done(this.wrongKind());
    }
    done(null, chunk);
  }

  override _flush(done: (error?: Error | null) => void) {
    done(this.head.length < JPEG_MAGIC.length ? this.wrongKind() : null);
  }
}

/**
 * Stores the file of an upload whose room is reserved. A file the multipart parser cut short at
 * its own size limit also went past the reservation, which is never larger than that limit.
 */
export async function saveUpload(
  db: Database,
  store: UploadStore,
  reservation: Reservation,
  fileName: string,
  file: Readable & { truncated: boolean },
): Promise<Upload> {
  const name = uploadFileNameSchema.safeParse(fileName);
  if (!name.success)
    throw new AppError(400, 'bad_file_name', `The file's name cannot be used: ${name.error.issues[0]!.message}.`);
  if (!/\.jpe?g$/i.test(fileName)) throw notJpeg(fileName);
  const { userId, uploadId } = reservation;
  const guard = new JpegGuard(reservation.bytes, reservation.overrun, () => notJpeg(fileName));
  try {
    await store.write(userId, uploadId, file, guard);
  } catch (error) {
    // The user's folder went while the file was written: their uploads were cleared, or their
    // account deleted, meanwhile.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw uploadCancelled();
    throw error;
  }
  if (file.truncated) throw reservation.overrun();
  const row = await repository.completeUpload(db, uploadId, fileName, guard.bytes);
  if (!row) {
    await store.remove(userId, [uploadId]);
    throw uploadCancelled();
  }
  return { uploadId: row.id, fileName: row.fileName, bytes: row.bytes };
}

/** Gives back the room of an upload that failed, and whatever of its file was written. */
export async function releaseUpload(db: Database, store: UploadStore, reservation: Reservation): Promise<void> {
  await repository.deleteUpload(db, reservation.uploadId);
  await store.remove(reservation.userId, [reservation.uploadId]);
}

export async function uploadQuota(db: Database, limits: UploadLimits, userId: string): Promise<UploadQuota> {
  return { usedBytes: await repository.uploadedBytes(db, userId), quotaBytes: limits.quotaBytes };
}

/**
 * Removes a deleted account's uploads: the files first, then their rows, so the server-wide cap
 * counts the files for as long as they take room.
 */
export async function removeUploadsOfDeletedAccount(db: Database, store: UploadStore, userId: string): Promise<void> {
  await store.removeOwner(userId);
  await repository.deleteArrivedUploadsOfDeletedAccounts(db);
}

export async function clearUploads(db: Database, store: UploadStore, userId: string): Promise<void> {
  await store.remove(userId, await repository.deleteUploads(db, userId));
}

export async function uploadFile(db: Database, store: UploadStore, userId: string, uploadId: string): Promise<string> {
  const [row] = await repository.findUploads(db, userId, [uploadId]);
  if (!row) throw notFound('No such upload');
  return store.fileOf(userId, row.id);
}

/** Size, colours and hash of each image; near-duplicates share a group number. */
export async function analyseUploads(
  db: Database,
  store: UploadStore,
  analyser: ImageAnalyser,
  userId: string,
  uploadIds: string[],
): Promise<ImageAnalysis[]> {
  const found = new Map((await repository.findUploads(db, userId, uploadIds)).map((row) => [row.id, row]));
  const ids = [...new Set(uploadIds)];
  if (ids.some((id) => !found.has(id))) throw notFound('Some of these uploads are not yours or no longer exist.');
  // In the order asked for: the client lays the results out as it sent them.
  const rows = ids.map((id) => found.get(id)!);
  const facts = [];
  for (const row of rows) {
    try {
      facts.push({ row, ...(await analyser.analyse(await fs.readFile(store.fileOf(userId, row.id)))) });
    } catch {
      throw new AppError(422, 'unreadable_image', `${row.fileName} could not be read as a JPEG image.`);
    }
  }
  await repository.markAnalysed(db, userId, uploadIds);
  const groups = groupNearDuplicates(facts.map((fact) => fact.hash));
  return facts.map(({ row, ...fact }, index) => ({
    uploadId: row.id,
    fileName: row.fileName,
    ...fact,
    group: groups[index]!,
  }));
}
