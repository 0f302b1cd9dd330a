import {
  canAffordSlide,
  findInstructionSlide,
  INSTRUCTION_SLIDES,
  type Deck,
  type DeckEntry,
  type SlideDraw,
} from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { lockBalances, movePoints } from '../../ledger/ledger.repository.js';
import * as repository from './slideshow.repository.js';

const DEFAULT_QUANTITY = 1;

/** The catalogue with this user's own costs and quantities (the defaults for a guest). */
export async function getDeck(db: Database, userId: string | null): Promise<Deck> {
  const entries = userId ? await repository.findDeckEntries(db, userId) : [];
  const own = new Map(entries.map((entry) => [entry.slideId, entry]));
  return {
    saved: entries.length > 0,
    slides: INSTRUCTION_SLIDES.map((slide) => {
      const entry = own.get(slide.slideId);
      return {
        slideId: slide.slideId,
        imagePath: slide.imagePath,
        text: slide.text,
        rewardCost: entry?.rewardCost ?? slide.rewardCost,
        punishmentCost: entry?.punishmentCost ?? slide.punishmentCost,
        quantity: entry?.quantity ?? DEFAULT_QUANTITY,
      };
    }),
  };
}

export async function saveDeck(db: Database, userId: string, entries: DeckEntry[]): Promise<Deck> {
  const unknown = entries.find((entry) => !findInstructionSlide(entry.slideId));
  if (unknown) throw new AppError(400, 'unknown_slide', `There is no slide ${unknown.slideId}.`);
  await repository.saveDeckEntries(db, userId, entries);
  return getDeck(db, userId);
}

/**
 * Charges a drawn instruction slide at the user's own costs: reward points always, punishment
 * points when the cost is above 0. A repeated draw id charges nothing.
 */
export async function chargeDraw(db: Database, userId: string, drawId: string, slideId: string): Promise<SlideDraw> {
  const slide = findInstructionSlide(slideId);
  if (!slide) throw new AppError(400, 'unknown_slide', `There is no slide ${slideId}.`);
  return db.transaction(async (tx) => {
    const balances = await lockBalances(tx, userId);
    if (!balances) throw new AppError(404, 'not_found', 'User not found');
    const previous = await repository.findDraw(tx, drawId);
    if (previous) {
      if (previous.userId !== userId || previous.slideId !== slideId) {
        throw new AppError(409, 'draw_conflict', 'This draw id was used for another slide.');
      }
      return { ...toDraw(previous), rewardPoints: balances.rewardPoints, punishmentPoints: balances.punishmentPoints };
    }
    const own = (await repository.findDeckEntries(tx, userId)).find((entry) => entry.slideId === slideId);
    const rewardCost = own?.rewardCost ?? slide.rewardCost;
    const punishmentCost = own?.punishmentCost ?? slide.punishmentCost;
    if (!canAffordSlide(balances, { rewardCost, punishmentCost })) {
      throw new AppError(409, 'cannot_afford', 'You cannot afford this instruction slide.');
    }
    await repository.insertDraw(tx, { id: drawId, userId, slideId, rewardCost, punishmentCost });
    await movePoints(tx, {
      userId,
      deltaRewardPoints: -rewardCost,
      deltaPunishmentPoints: -punishmentCost,
      reason: 'slide_drawn',
      reference: drawId,
    });
    return {
      drawId,
      slideId,
      rewardCost,
      punishmentCost,
      rewardPoints: balances.rewardPoints - rewardCost,
      punishmentPoints: balances.punishmentPoints - punishmentCost,
    };
  });
}

function toDraw(row: { id: string; slideId: string; rewardCost: number; punishmentCost: number }) {
  return { drawId: row.id, slideId: row.slideId, rewardCost: row.rewardCost, punishmentCost: row.punishmentCost };
}
