import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { savedItems } from '../../db/schema/index.js';

export async function findFavourites(db: Executor, userId: string) {
  return db.select().from(savedItems).where(eq(savedItems.userId, userId)).orderBy(desc(savedItems.createdAt));
}

/** Saving the same post again keeps the first save. */
export async function saveFavourite(db: Executor, userId: string, postId: number, url: string) {
  await db.insert(savedItems).values({ userId, postId, url }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.postId, postId)));
  return row!;
}

export async function deleteFavourite(db: Executor, userId: string, postId: number): Promise<boolean> {
  const deleted = await db
    .delete(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.postId, postId)))
    .returning({ postId: savedItems.postId });
  return deleted.length === 1;
}
