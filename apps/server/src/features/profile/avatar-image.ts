import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';

/** The side of the square an avatar is kept at: sharp on a high-density screen at 128 CSS px. */
const AVATAR_SIDE = 256;
/** Refuses to decode images bigger than this (a small file can unpack into gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const unsupported = () => new AppError(415, 'unsupported_image', 'Choose a JPEG, PNG or WebP image.');

/**
 * Turns an uploaded picture into the avatar the server keeps: turned upright, cropped to a
 * centred square, shrunk, and written anew as WebP. Writing it anew drops every piece of
 * metadata (EXIF, GPS position, camera, ICC comments) and anything hidden after the image data.
 */
export async function toAvatar(upload: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(upload, options).metadata()).format;
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();
  try {
    return await sharp(upload, options)
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
}
