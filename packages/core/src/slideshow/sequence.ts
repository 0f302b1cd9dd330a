import { canAffordSlide, type PointBalance, type SlideCost } from './affordability.js';

/**
 * The slide sequence of a show: slides are numbered from 1; every n-th one
 * (n = instruction quantity, 0 = none) is an instruction drawn at random from the selected
 * slides, weighted by their quantity. An unaffordable slide is dropped from the selection; when
 * none is affordable the slide is a picture. The show finishes when the index reaches
 * slide amount + 1.
 */

/** A random number in [0, 1), injected so draws can be tested. */
export type SlideRng = () => number;

/** A slide of the deck as a show uses it. */
export interface DeckChoice extends SlideCost {
  slideId: string;
  quantity: number;
}

export const FIRST_SLIDE_INDEX = 1;

export function isInstructionIndex(index: number, instructionQuantity: number): boolean {
  return instructionQuantity > 0 && index >= FIRST_SLIDE_INDEX && index % instructionQuantity === 0;
}

export function isShowFinished(index: number, slideAmount: number): boolean {
  return index >= slideAmount + 1;
}

/** How many instruction slides a show of this length holds. */
export function instructionSlots(slideAmount: number, instructionQuantity: number): number {
  return instructionQuantity > 0 ? Math.floor(slideAmount / instructionQuantity) : 0;
}

const weight = (quantity: number) => (Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0);

/** The deck's slides with a quantity above 0: the selection a show draws from. */
export function selectedSlides<T extends DeckChoice>(deck: readonly T[]): T[] {
  return deck.filter((slide) => weight(slide.quantity) > 0);
}

/** The selection without the slides this balance cannot pay; in free mode nothing is dropped. */
export function dropUnaffordable<T extends DeckChoice>(selection: readonly T[], balance: PointBalance, free = false): T[] {
  return free ? [...selection] : selection.filter((slide) => canAffordSlide(balance, slide));
}

export function dropSlide<T extends DeckChoice>(selection: readonly T[], slideId: string): T[] {
  return selection.filter((slide) => slide.slideId !== slideId);
}

/** One item at random, each as likely as its quantity; null when the quantities add up to 0. */
export function pickWeighted<T extends { quantity: number }>(items: readonly T[], rng: SlideRng): T | null {
  const total = items.reduce((sum, item) => sum + weight(item.quantity), 0);
  if (total === 0) return null;
  const roll = Math.min(Math.max(rng(), 0), 1 - Number.EPSILON) * total;
  let remaining = roll;
  let last: T | null = null;
  for (const item of items) {
    const share = weight(item.quantity);
    if (share === 0) continue;
    last = item;
    if (remaining < share) return item;
    remaining -= share;
  }
  return last;
}

export type PlannedSlide<T> = { kind: 'instruction'; slide: T; selection: T[] } | { kind: 'picture'; selection: T[] };

export interface PlanInput<T> {
  /** The slide number, from 1. */
  index: number;
  instructionQuantity: number;
  /** The slides still selected for this show. */
  selection: readonly T[];
  balance: PointBalance;
  /** Bypass mode: nothing is charged, so every selected slide can be drawn. */
  free?: boolean;
  rng: SlideRng;
}

/**
 * What slide `index` is: an instruction drawn from the affordable selection, or a picture.
 * Returns the selection to carry on with (the unaffordable slides dropped).
 */
export function planSlide<T extends DeckChoice>(input: PlanInput<T>): PlannedSlide<T> {
  if (!isInstructionIndex(input.index, input.instructionQuantity)) {
    return { kind: 'picture', selection: [...input.selection] };
  }
  const selection = dropUnaffordable(selectedSlides(input.selection), input.balance, input.free);
  const slide = pickWeighted(selection, input.rng);
  return slide ? { kind: 'instruction', slide, selection } : { kind: 'picture', selection };
}

/** A shuffled copy (Fisher–Yates) for the order of the pictures. */
export function shuffle<T>(items: readonly T[], rng: SlideRng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(Math.max(0, rng()) * (i + 1)));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The picture for the n-th picture slide (from 0), cycling through the list. */
export function pictureAt<T>(pictures: readonly T[], count: number): T | undefined {
  if (pictures.length === 0) return undefined;
  return pictures[((count % pictures.length) + pictures.length) % pictures.length];
}
