import { t } from '@lingui/core/macro';
import { VIDEO_TAGGER_MAX_BYTES, VIDEO_TAGGER_MAX_IMAGES } from '@gauntlet/core';
import { formatMegabytes } from '../../../lib/format';

export interface SelectionCheck {
  /** Files to upload, in the order picked. */
  accepted: File[];
  /** One sentence per refused file, or one for the whole pick when it is too many. */
  problems: string[];
}

const JPEG_NAME = /\.jpe?g$/i;
const JPEG_TYPES = new Set(['', 'image/jpeg', 'image/pjpeg']);

/**
 * Which picked files may be uploaded: jpg/jpeg only (by name and, when the browser knows it, by
 * type), not empty, at most VIDEO_TAGGER_MAX_BYTES each, and at most VIDEO_TAGGER_MAX_IMAGES per
 * batch together with those already uploaded; a pick that would go over the count adds nothing.
 * The server checks the content again and refuses anything that is not really a JPEG.
 */
export function checkSelection(files: readonly File[], alreadyInBatch: number): SelectionCheck {
  const problems: string[] = [];
  const jpegs: File[] = [];
  for (const file of files) {
    const fileName = file.name;
    if (!JPEG_NAME.test(fileName) || !JPEG_TYPES.has(file.type)) {
      problems.push(t`“${fileName}” is not a JPG image. Only .jpg and .jpeg files can be uploaded.`);
    } else if (file.size === 0) {
      problems.push(t`“${fileName}” is empty.`);
    } else if (file.size > VIDEO_TAGGER_MAX_BYTES) {
      const size = formatMegabytes(file.size);
      const maxSize = formatMegabytes(VIDEO_TAGGER_MAX_BYTES);
      problems.push(t`“${fileName}” is ${size}; each image may be at most ${maxSize}.`);
    } else {
      jpegs.push(file);
    }
  }
  if (alreadyInBatch + jpegs.length > VIDEO_TAGGER_MAX_IMAGES) {
    const picked = jpegs.length;
    problems.unshift(
      alreadyInBatch > 0
        ? t`You picked ${picked} JPG images and ${alreadyInBatch} are already in this batch, but at most ${VIDEO_TAGGER_MAX_IMAGES} can be uploaded per batch. Nothing was added; pick fewer.`
        : t`You picked ${picked} JPG images, but at most ${VIDEO_TAGGER_MAX_IMAGES} can be uploaded per batch. Nothing was added; pick fewer.`,
    );
    return { accepted: [], problems };
  }
  return { accepted: jpegs, problems };
}
