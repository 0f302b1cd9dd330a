import { z } from 'zod';
import { text, webUrl } from './text.js';

export const BOARD_PAGE_SIZE = 250;

export const boardQuerySchema = z.strictObject({
  tags: text().trim().max(300).default(''),
  page: z.coerce.number().int().min(1).max(750).default(1),
});

/** A board post reduced to what the tagger uses; urls may be missing on the board. */
export const boardPostSchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  fileUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  tags: z.array(z.string()),
});
export type BoardPost = z.infer<typeof boardPostSchema>;
export const boardPageSchema = z.object({ posts: z.array(boardPostSchema) });

export const favouriteSchema = z.object({
  postId: z.number().int(),
  url: z.string(),
  /** The post's page on the configured board. */
  postPage: z.string(),
  savedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;
export const saveFavouriteBodySchema = z.strictObject({
  postId: z.number().int().min(1),
  url: webUrl().max(2000),
});
export const favouriteParamsSchema = z.strictObject({ postId: z.coerce.number().int().min(1) });

export const VIDEO_TAGGER_MAX_IMAGES = 50;
export const VIDEO_TAGGER_MAX_BYTES = 10 * 1024 * 1024;

/** The name an uploaded file arrives with; it is stored and shown back. */
export const uploadFileNameSchema = text().min(1).max(255);

/** How much of the user's upload quota their stored images take. */
export const uploadQuotaSchema = z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() });
export type UploadQuota = z.infer<typeof uploadQuotaSchema>;

export const uploadSchema = z.object({ uploadId: z.string(), fileName: z.string(), bytes: z.number().int() });
export type Upload = z.infer<typeof uploadSchema>;

export const analyseBodySchema = z.strictObject({
  uploadIds: z.array(z.uuid()).min(1).max(VIDEO_TAGGER_MAX_IMAGES),
});

export const imageAnalysisSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Up to five colours as #rrggbb, most common first. */
  dominantColours: z.array(z.string()),
  /** 64-bit difference hash as 16 hex digits. */
  hash: z.string(),
  /** Images whose hashes are near each other share a group number. */
  group: z.number().int(),
  tags: z.array(z.string()),
});
export type ImageAnalysis = z.infer<typeof imageAnalysisSchema>;
export const analysisSchema = z.object({ images: z.array(imageAnalysisSchema) });

export const uploadIdParamsSchema = z.strictObject({ uploadId: z.uuid() });
