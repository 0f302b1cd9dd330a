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
