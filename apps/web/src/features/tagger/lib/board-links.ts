import type { BoardPost } from '@gauntlet/core';

const IMAGE_PATH = /\.(jpe?g|png|gif|webp|avif|svg|bmp)$/i;

/** An http(s) url whose path names a picture an <img> can show (not a video or flash file). */
export function isImageUrl(url: string | null): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && IMAGE_PATH.test(parsed.pathname);
  } catch {
    return false;
  }
}

/** What the tagger shows for a post: the file if it is a picture, else the preview; null if neither. */
export function postImageUrl(post: Pick<BoardPost, 'fileUrl' | 'previewUrl'>): string | null {
  if (isImageUrl(post.fileUrl)) return post.fileUrl;
  if (isImageUrl(post.previewUrl)) return post.previewUrl;
  return null;
}
