import { SLIDE_PUNISHMENT_COST_MAX, SLIDE_REWARD_COST_MAX, type DeckEntry, type DeckSlide } from '@gauntlet/core';

/** The most copies of one slide a deck may hold (the deck contract's limit). */
const DECK_QUANTITY_MAX = 100;

export type DeckField = 'rewardCost' | 'punishmentCost' | 'quantity';

export const FIELD_MAX: Record<DeckField, number> = {
  rewardCost: SLIDE_REWARD_COST_MAX,
  punishmentCost: SLIDE_PUNISHMENT_COST_MAX,
  quantity: DECK_QUANTITY_MAX,
};

/** What a number input holds as a whole number within 0..max (blank or junk is 0). */
export function wholeNumberIn(raw: string, max: number): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.floor(value)));
}

export function setDeckField(slides: readonly DeckSlide[], slideId: string, field: DeckField, raw: string): DeckSlide[] {
  const value = wholeNumberIn(raw, FIELD_MAX[field]);
  return slides.map((slide) => (slide.slideId === slideId ? { ...slide, [field]: value } : slide));
}

export function setAllQuantities(slides: readonly DeckSlide[], quantity: number): DeckSlide[] {
  return slides.map((slide) => ({ ...slide, quantity }));
}

export function toDeckEntries(slides: readonly DeckSlide[]): DeckEntry[] {
  return slides.map(({ slideId, rewardCost, punishmentCost, quantity }) => ({ slideId, rewardCost, punishmentCost, quantity }));
}

export function sameDeck(a: readonly DeckSlide[], b: readonly DeckSlide[]): boolean {
  return JSON.stringify(toDeckEntries(a)) === JSON.stringify(toDeckEntries(b));
}

/** How many slides are chosen (quantity above 0) and how many copies they add up to. */
export function deckSelectionCount(slides: readonly DeckSlide[]): { slides: number; copies: number } {
  const chosen = slides.filter((slide) => slide.quantity > 0);
  return { slides: chosen.length, copies: chosen.reduce((sum, slide) => sum + slide.quantity, 0) };
}
