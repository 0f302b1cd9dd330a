import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './account.js';

/** Saved image-board items (favourites): post id to image url, per user. */
export const savedItems = pgTable(
  'saved_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: integer('post_id').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] })],
);

/**
 * Images uploaded to the video tagger; the file lives under DATA_DIR/uploads. A row outlives its
 * account (no foreign key, so no cascade) until its file is gone: the server-wide cap counts the
 * rows, and a deleted account's files must take room until they no longer do.
 */
export const videoUploads = pgTable('video_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull(),
  fileName: text('file_name').notNull(),
  /** The file's size; while it is still arriving, the most it may grow to (counted against quotas). */
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by the first analysis; uploads never analysed are deleted after a while. */
  analysedAt: timestamp('analysed_at', { withTimezone: true }),
});
