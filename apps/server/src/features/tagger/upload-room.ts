import { formatMegabytes, VIDEO_TAGGER_MAX_BYTES, VIDEO_TAGGER_MAX_IMAGES } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import * as repository from './video.repository.js';

export interface UploadLimits {
  /** Bytes one user's uploads may take. */
  quotaBytes: number;
  /** Bytes everyone's uploads together may take on this server. */
  totalBytes: number;
}

/** Room taken for one upload before any of it is written: its row counts against the quotas. */
export interface Reservation {
  userId: string;
  uploadId: string;
  /** The most bytes the file may have. */
  bytes: number;
  /** The refusal for a file that turns out larger than `bytes`. */
  overrun: () => AppError;
}

/** Multipart framing around the file (boundaries, part headers) that Content-Length also counts. */
const FRAMING_BYTES = 1024;

/**
 * Takes room for one upload under the file size limit, the user's quota and the server's, or
 * refuses at once: 413 when the file or the user's quota is the limit, 507 when the server's is.
 * A declared Content-Length that cannot fit is refused before any byte is stored; otherwise the
 * room taken is what the request declared (or all there is), and the file is measured as it
 * arrives. Reservations are taken one at a time, so concurrent uploads cannot share the last room.
 */
export async function reserveUpload(
  db: Database,
  limits: UploadLimits,
  userId: string,
  declaredBytes: number | undefined,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await repository.lockUploadAccounting(tx);
    if ((await repository.countUploads(tx, userId)) >= VIDEO_TAGGER_MAX_IMAGES) {
      throw new AppError(409, 'upload_limit', `At most ${VIDEO_TAGGER_MAX_IMAGES} images at a time. Start a new batch first.`);
    }
    const rooms = [
      {
        bytes: VIDEO_TAGGER_MAX_BYTES,
        refusal: () => new AppError(413, 'too_large', `An image may be at most ${formatMegabytes(VIDEO_TAGGER_MAX_BYTES)}.`),
      },
      {
        bytes: limits.quotaBytes - (await repository.uploadedBytes(tx, userId)),
        refusal: () =>
          new AppError(
            413,
            'quota_exceeded',
            `This image does not fit in your ${formatMegabytes(limits.quotaBytes)} of uploads. Start a new batch to make room.`,
          ),
      },
      {
        bytes: limits.totalBytes - (await repository.uploadedBytes(tx)),
        refusal: () => new AppError(507, 'storage_full', 'The server has no room for more uploads right now. Try again later.'),
      },
    ];
    const tightest = rooms.reduce((least, room) => (room.bytes < least.bytes ? room : least));
    if (tightest.bytes <= 0 || (declaredBytes ?? 0) > tightest.bytes + FRAMING_BYTES) throw tightest.refusal();
    const bytes = Math.min(tightest.bytes, declaredBytes ?? Infinity);
    const row = await repository.insertUpload(tx, { userId, fileName: '', bytes });
    return { userId, uploadId: row.id, bytes, overrun: tightest.refusal };
  });
}
