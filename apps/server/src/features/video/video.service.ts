import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadFileNameSchema, VIDEO_TAGGER_MAX_IMAGES, type ImageAnalysis, type Upload } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { ImageAnalyser } from './image-analyser.js';
import { groupNearDuplicates } from './image-analysis.js';
import * as repository from './video.repository.js';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** Uploaded images live under DATA_DIR/uploads/<user>/<upload id>.jpg, never in the database. */
export class UploadStore {
  constructor(private readonly dataDir: string) {}

  fileOf(userId: string, uploadId: string): string {
    return path.join(this.dataDir, 'uploads', userId, `${uploadId}.jpg`);
  }

  async write(userId: string, uploadId: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(path.dirname(this.fileOf(userId, uploadId)), { recursive: true });
    await fs.writeFile(this.fileOf(userId, uploadId), bytes);
  }

  async remove(userId: string, uploadIds: string[]): Promise<void> {
    await Promise.all(uploadIds.map((id) => fs.rm(this.fileOf(userId, id), { force: true })));
  }
}

export function isJpeg(fileName: string, bytes: Buffer): boolean {
  return /\.jpe?g$/i.test(fileName) && bytes.subarray(0, 3).equals(JPEG_MAGIC);
}

export async function saveUpload(
  db: Database,
  store: UploadStore,
  userId: string,
  fileName: string,
  bytes: Buffer,
): Promise<Upload> {
  const name = uploadFileNameSchema.safeParse(fileName);
  if (!name.success)
    throw new AppError(400, 'bad_file_name', `The file's name cannot be used: ${name.error.issues[0]!.message}.`);
  if (!isJpeg(fileName, bytes)) {
    throw new AppError(415, 'not_jpeg', `${fileName} is not a JPEG image. Only .jpg files can be analysed.`);
  }
  if ((await repository.countUploads(db, userId)) >= VIDEO_TAGGER_MAX_IMAGES) {
    throw new AppError(409, 'upload_limit', `At most ${VIDEO_TAGGER_MAX_IMAGES} images at a time. Start a new batch first.`);
  }
  const row = await repository.insertUpload(db, { userId, fileName, bytes: bytes.length });
  await store.write(userId, row.id, bytes);
  return { uploadId: row.id, fileName: row.fileName, bytes: row.bytes };
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
  const rows = await repository.findUploads(db, userId, uploadIds);
  if (rows.length !== new Set(uploadIds).size) throw notFound('Some of these uploads are not yours or no longer exist.');
  const facts = [];
  for (const row of rows) {
    try {
      facts.push({ row, ...(await analyser.analyse(await fs.readFile(store.fileOf(userId, row.id)))) });
    } catch {
      throw new AppError(422, 'unreadable_image', `${row.fileName} could not be read as a JPEG image.`);
    }
  }
  const groups = groupNearDuplicates(facts.map((fact) => fact.hash));
  return facts.map(({ row, ...fact }, index) => ({
    uploadId: row.id,
    fileName: row.fileName,
    ...fact,
    group: groups[index]!,
  }));
}
