import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { videoUploads } from '../../db/schema/index.js';

export async function insertUpload(db: Executor, upload: { userId: string; fileName: string; bytes: number }) {
  const [row] = await db.insert(videoUploads).values(upload).returning();
  return row!;
}

export async function countUploads(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(videoUploads).where(eq(videoUploads.userId, userId));
  return row?.value ?? 0;
}

export async function findUploads(db: Executor, userId: string, ids: string[]) {
  return db
    .select()
    .from(videoUploads)
    .where(and(eq(videoUploads.userId, userId), inArray(videoUploads.id, ids)));
}

export async function deleteUploads(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.delete(videoUploads).where(eq(videoUploads.userId, userId)).returning({ id: videoUploads.id });
  return rows.map((row) => row.id);
}
