import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The one file of an upload request. The multipart parser throws a plain error for a body it
 * cannot read at all (no boundary in the Content-Type, a broken header), which is the client's
 * fault, not ours: it becomes a 400, while the parser's own refusals keep their 4xx. Reading the
 * file itself can fail the same way later (`unreadableUpload`).
 */
export async function uploadedFile(request: FastifyRequest): Promise<MultipartFile> {
  requireMultipart(request);
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw unreadableUpload();
  }
  if (!file) throw new AppError(400, 'no_file', 'Choose an image to upload.');
  return file;
}

/** A body that ends or breaks before its file does: the client's fault, whenever it is found. */
export const unreadableUpload = () => new AppError(400, 'bad_request', 'This upload is not a readable multipart/form-data body.');

/** Refuses a request that is not an upload at all, before anything is set aside for it. */
export function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new AppError(415, 'not_multipart', 'Send the image as multipart/form-data.');
}
