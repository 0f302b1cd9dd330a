import { Readable } from 'node:stream';
import jpeg from 'jpeg-js';

/** A JPEG painted by `paint(x, y)` → [r, g, b]. */
export function makeJpeg(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
}

/** `bytes` bytes that start as a JPEG does: enough for an upload, which is not decoded until analysed. */
export const jpegOfSize = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(bytes - 3)]);

const BOUNDARY = 'gauntletboundary';

/** A multipart/form-data body with one file, as a browser sends it (with a Content-Length). */
export function multipart(fileName: string, bytes: Buffer) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** The same body streamed without a declared length, as a client that does not say may send it. */
export function multipartStream(fileName: string, bytes: Buffer) {
  const { payload, headers } = multipart(fileName, bytes);
  return { payload: Readable.from([payload]), headers };
}
