import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { punishmentDrafts } from '../../db/schema/index.js';

export type DraftRow = typeof punishmentDrafts.$inferSelect;

export async function findDraft(db: Executor, userId: string, lock = false): Promise<DraftRow | null> {
  const query = db.select().from(punishmentDrafts).where(eq(punishmentDrafts.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function saveDraft(tx: Executor, draft: DraftRow): Promise<void> {
  await tx
    .insert(punishmentDrafts)
    .values(draft)
    .onConflictDoUpdate({ target: punishmentDrafts.userId, set: { offers: draft.offers, picked: draft.picked } });
}

export async function deleteDraft(tx: Executor, userId: string): Promise<void> {
  await tx.delete(punishmentDrafts).where(eq(punishmentDrafts.userId, userId));
}
