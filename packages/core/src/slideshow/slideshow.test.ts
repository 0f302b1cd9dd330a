import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLIDESHOW_SETTINGS,
  clampInstructionQuantity,
  clampSlideAmount,
  clampSlideDuration,
  clampSlideshowSettings,
  slideDurationMs,
  timeBetweenInstructions,
} from './settings.js';
import { balanceAfterCharge, canAffordSlide } from './affordability.js';
import {
  dropSlide,
  dropUnaffordable,
  instructionSlots,
  isInstructionIndex,
  isShowFinished,
  pickWeighted,
  pictureAt,
  planSlide,
  selectedSlides,
  shuffle,
  type DeckChoice,
} from './sequence.js';

/** An rng that returns the given numbers in turn. */
const rngOf = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length]!;
};
const slide = (slideId: string, rewardCost: number, punishmentCost: number, quantity = 1): DeckChoice => ({
  slideId,
  rewardCost,
  punishmentCost,
  quantity,
});

describe('slideshow settings (clarifications: defaults and ranges)', () => {
  it('defaults to 5 s, 100 slides and an instruction every 10th slide, all switches off', () => {
    expect(DEFAULT_SLIDESHOW_SETTINGS).toEqual({
      slideDuration: 5,
      slideAmount: 100,
      instructionQuantity: 10,
      pauseOnInstruction: false,
      pauseOnEdge: false,
      bypassMode: false,
    });
    expect(clampSlideshowSettings()).toEqual(DEFAULT_SLIDESHOW_SETTINGS);
  });

  it.each([
    [0, 1],
    [1, 1],
    [5, 5],
    [10, 10],
    [11, 10],
    [-3, 1],
    [2.4, 2],
    [2.6, 3],
    [Number.NaN, 5],
    [Number.POSITIVE_INFINITY, 5],
  ])('slide duration %s s → %s s', (input, expected) => {
    expect(clampSlideDuration(input)).toBe(expected);
  });

  it.each([
    [0, 25],
    [24, 25],
    [25, 25],
    [100, 100],
    [3000, 3000],
    [3001, 3000],
    [Number.NaN, 100],
  ])('slide amount %s → %s', (input, expected) => {
    expect(clampSlideAmount(input)).toBe(expected);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [1, 1],
    [10, 10],
    [200, 200],
    [201, 200],
    [Number.NaN, 10],
  ])('instruction quantity %s → %s', (input, expected) => {
    expect(clampInstructionQuantity(input)).toBe(expected);
  });

  it('fills in defaults and clamps every number of a partial input', () => {
    expect(clampSlideshowSettings({ slideDuration: 30, slideAmount: 10, bypassMode: true })).toEqual({
      ...DEFAULT_SLIDESHOW_SETTINGS,
      slideDuration: 10,
      slideAmount: 25,
      bypassMode: true,
    });
  });

  it.each([
    [5, 10, 45],
    [1, 2, 1],
    [10, 200, 1990],
    [3, 1, 0],
    [5, 0, null],
    [20, 10, 90],
  ])('time between instructions: %s s × (%s − 1) = %s s', (duration, quantity, expected) => {
    expect(timeBetweenInstructions(duration, quantity)).toBe(expected);
  });

  it('gives the slide duration in milliseconds', () => {
    expect(slideDurationMs(1)).toBe(1000);
    expect(slideDurationMs(99)).toBe(10_000);
  });
});

describe('affordability (spec 5)', () => {
  it.each([
    // rp, pp, reward cost, punishment cost, affordable
    [0, 0, 0, 0, true],
    [5, 0, 5, 0, true],
    [4, 0, 5, 0, false],
    [5, 2, 5, 2, true],
    [5, 1, 5, 2, false],
    [0, 40, 0, 40, true],
    [20, 0, 1, 0, true],
    [20, 0, 1, 1, false],
    [-1, 0, 0, 0, false],
  ])('RP %s, PP %s against costs %s/%s → %s', (rewardPoints, punishmentPoints, rewardCost, punishmentCost, expected) => {
    expect(canAffordSlide({ rewardPoints, punishmentPoints }, { rewardCost, punishmentCost })).toBe(expected);
  });

  it('subtracts both costs from the balance', () => {
    expect(balanceAfterCharge({ rewardPoints: 7, punishmentPoints: 4 }, { rewardCost: 3, punishmentCost: 4 })).toEqual({
      rewardPoints: 4,
      punishmentPoints: 0,
    });
  });
});

describe('slide sequence (spec 4)', () => {
  it.each([
    // index, quantity, instruction?
    [1, 10, false],
    [9, 10, false],
    [10, 10, true],
    [20, 10, true],
    [25, 10, false],
    [1, 1, true],
    [2, 2, true],
    [3, 2, false],
    [0, 2, false],
    [10, 0, false],
  ])('slide %s with quantity %s is an instruction: %s', (index, quantity, expected) => {
    expect(isInstructionIndex(index, quantity)).toBe(expected);
  });

  it.each([
    [0, 25, false],
    [25, 25, false],
    [26, 25, true],
    [27, 25, true],
  ])('index %s of %s slides finished: %s', (index, amount, expected) => {
    expect(isShowFinished(index, amount)).toBe(expected);
  });

  it('counts the instruction slots of a show', () => {
    expect(instructionSlots(100, 10)).toBe(10);
    expect(instructionSlots(25, 2)).toBe(12);
    expect(instructionSlots(25, 0)).toBe(0);
    expect(instructionSlots(25, 200)).toBe(0);
  });

  it('selects the slides with a quantity above 0', () => {
    const deck = [slide('a', 0, 0, 0), slide('b', 0, 0, 2), slide('c', 0, 0, 1)];
    expect(selectedSlides(deck).map((entry) => entry.slideId)).toEqual(['b', 'c']);
  });

  it('drops what the balance cannot pay, nothing in free mode', () => {
    const selection = [slide('cheap', 1, 0), slide('pp', 1, 3), slide('dear', 9, 0)];
    const balance = { rewardPoints: 2, punishmentPoints: 2 };
    expect(dropUnaffordable(selection, balance).map((entry) => entry.slideId)).toEqual(['cheap']);
    expect(dropUnaffordable(selection, balance, true)).toHaveLength(3);
    expect(dropSlide(selection, 'pp').map((entry) => entry.slideId)).toEqual(['cheap', 'dear']);
  });

  it.each([
    // rng roll, picked: weights a=1, b=3 (total 4): [0,1) → a, [1,4) → b
    [0, 'a'],
    [0.2499, 'a'],
    [0.25, 'b'],
    [0.9999, 'b'],
    [1, 'b'],
    [-0.5, 'a'],
  ])('weighted draw with roll %s picks %s', (roll, expected) => {
    const items = [slide('a', 0, 0, 1), slide('zero', 0, 0, 0), slide('b', 0, 0, 3)];
    expect(pickWeighted(items, () => roll)?.slideId).toBe(expected);
  });

  it('draws in proportion to the quantities', () => {
    const items = [slide('a', 0, 0, 1), slide('b', 0, 0, 3)];
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 400; i += 1) counts[pickWeighted(items, () => i / 400)!.slideId as 'a' | 'b'] += 1;
    expect(counts).toEqual({ a: 100, b: 300 });
    expect(pickWeighted([slide('none', 0, 0, 0)], () => 0.5)).toBeNull();
    expect(pickWeighted([], () => 0.5)).toBeNull();
  });

  it('plans pictures between instructions and keeps the selection', () => {
    const selection = [slide('a', 1, 0)];
    const planned = planSlide({
      index: 3,
      instructionQuantity: 2,
      selection,
      balance: { rewardPoints: 0, punishmentPoints: 0 },
      rng: rngOf(0),
    });
    expect(planned).toEqual({ kind: 'picture', selection });
  });

  it('draws an instruction from the affordable selection and drops the rest', () => {
    const selection = [slide('cheap', 1, 0, 1), slide('dear', 5, 0, 5), slide('off', 0, 0, 0)];
    const planned = planSlide({
      index: 4,
      instructionQuantity: 2,
      selection,
      balance: { rewardPoints: 2, punishmentPoints: 0 },
      rng: rngOf(0.99),
    });
    expect(planned.kind).toBe('instruction');
    expect(planned.kind === 'instruction' && planned.slide.slideId).toBe('cheap');
    expect(planned.selection.map((entry) => entry.slideId)).toEqual(['cheap']);
  });

  it('gives a picture when no selected slide is affordable, and draws anything in free mode', () => {
    const selection = [slide('dear', 5, 0), slide('pp', 0, 4)];
    const balance = { rewardPoints: 1, punishmentPoints: 1 };
    expect(planSlide({ index: 10, instructionQuantity: 10, selection, balance, rng: rngOf(0) })).toEqual({
      kind: 'picture',
      selection: [],
    });
    const free = planSlide({ index: 10, instructionQuantity: 10, selection, balance, free: true, rng: rngOf(0.9) });
    expect(free.kind === 'instruction' && free.slide.slideId).toBe('pp');
    expect(planSlide({ index: 10, instructionQuantity: 0, selection, balance, free: true, rng: rngOf(0) }).kind).toBe('picture');
  });

  it('shuffles a copy and cycles through the pictures', () => {
    const pictures = ['p1', 'p2', 'p3', 'p4'];
    const shuffled = shuffle(pictures, rngOf(0));
    expect(shuffled).toEqual(['p2', 'p3', 'p4', 'p1']);
    expect(pictures).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect([...shuffle(pictures, Math.random)].sort()).toEqual(pictures);
    expect([0, 1, 4, 5, -1].map((count) => pictureAt(pictures, count))).toEqual(['p1', 'p2', 'p1', 'p2', 'p4']);
    expect(pictureAt([], 0)).toBeUndefined();
  });
});
