import { and, count, eq, inArray, isNull, lt, ne, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { user, videoUploads } from '../../db/schema/index.js';

/** Any constant: the advisory lock that makes reserving upload room one at a time. */
const UPLOAD_ACCOUNTING_LOCK = 7_412_003;

/** Held until the transaction ends, so two uploads never both take the last free room. */
export async function lockUploadAccounting(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_ACCOUNTING_LOCK})`);
}

export async function insertUpload(db: Executor, upload: { userId: string; fileName: string; bytes: number }) {
  const [row] = await db.insert(videoUploads).values(upload).returning();
  return row!;
}

/** The stored file's name and size once it has arrived; null when the upload was deleted meanwhile. */
const ownerExists = sql`exists (select 1 from ${user} where ${user.id} = ${videoUploads.userId})`;

/** Records the arrived file, unless its upload was cleared or its account deleted meanwhile. */
export async function completeUpload(db: Executor, id: string, fileName: string, bytes: number) {
  const [row] = await db
    .update(videoUploads)
    .set({ fileName, bytes })
    .where(and(eq(videoUploads.id, id), ownerExists))
    .returning();
  return row ?? null;
}

/**
 * Forgets the arrived uploads of deleted accounts, once their files are gone. One still arriving
 * keeps its row (and its room) until its request fails on the missing account and gives it back.
 */
export async function deleteArrivedUploadsOfDeletedAccounts(db: Executor): Promise<void> {
  await db.delete(videoUploads).where(and(sql`not ${ownerExists}`, ne(videoUploads.fileName, '')));
}

export async function deleteUpload(db: Executor, id: string): Promise<void> {
  await db.delete(videoUploads).where(eq(videoUploads.id, id));
}

export async function countUploads(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(videoUploads).where(eq(videoUploads.userId, userId));
  return row?.value ?? 0;
}

/** Bytes held by one user's uploads, or by everyone's when no user is given. */
export async function uploadedBytes(db: Executor, userId?: string): Promise<number> {
  const [row] = await db
    .select({ value: sum(videoUploads.bytes).mapWith(Number) })
    .from(videoUploads)
    .where(userId ? eq(videoUploads.userId, userId) : undefined);
  return row?.value ?? 0;
}

export async function findUploads(db: Executor, userId: string, ids: string[]) {
  return db
    .select()
    .from(videoUploads)
    .where(and(eq(videoUploads.userId, userId), inArray(videoUploads.id, ids)));
}

export async function markAnalysed(db: Executor, userId: string, ids: string[]): Promise<void> {
  await db
    .update(videoUploads)
    .set({ analysedAt: new Date() })
    .where(and(eq(videoUploads.userId, userId), inArray(videoUploads.id, ids), isNull(videoUploads.analysedAt)));
}

export async function deleteUploads(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.delete(videoUploads).where(eq(videoUploads.userId, userId)).returning({ id: videoUploads.id });
  return rows.map((row) => row.id);
}

/** Removes the uploads never analysed that are older than `seconds`; returns whose they were. */
export async function deleteUnanalysedOlderThan(db: Executor, seconds: number) {
  return db
    .delete(videoUploads)
    .where(and(isNull(videoUploads.analysedAt), lt(videoUploads.createdAt, sql`now() - make_interval(secs => ${seconds})`)))
    .returning({ id: videoUploads.id, userId: videoUploads.userId });
}

/** Which of these ids still belong to an account. */
export async function existingUserIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: user.id }).from(user).where(inArray(user.id, ids));
  return new Set(rows.map((row) => row.id));
}
