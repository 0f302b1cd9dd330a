import { eq, sql } from 'drizzle-orm';
import type { DeckEntry } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import { deckEntries, slideDraws } from '../../db/schema/index.js';

export async function findDeckEntries(db: Executor, userId: string) {
  return db.select().from(deckEntries).where(eq(deckEntries.userId, userId));
}

export async function saveDeckEntries(db: Executor, userId: string, entries: DeckEntry[]) {
  if (entries.length === 0) return;
  await db
    .insert(deckEntries)
    .values(entries.map((entry) => ({ ...entry, userId })))
    .onConflictDoUpdate({
      target: [deckEntries.userId, deckEntries.slideId],
      set: {
        rewardCost: sql`excluded.reward_cost`,
        punishmentCost: sql`excluded.punishment_cost`,
        quantity: sql`excluded.quantity`,
      },
    });
}

export async function findDraw(db: Executor, drawId: string) {
  const [row] = await db.select().from(slideDraws).where(eq(slideDraws.id, drawId));
  return row ?? null;
}

export async function insertDraw(db: Executor, draw: typeof slideDraws.$inferInsert) {
  await db.insert(slideDraws).values(draw);
}
