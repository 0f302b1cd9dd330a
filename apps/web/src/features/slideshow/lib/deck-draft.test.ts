import { describe, expect, it } from 'vitest';
import { catalogueDeck } from '../test-support/deck-fixtures';
import { deckSelectionCount, sameDeck, setAllQuantities, setDeckField, wholeNumberIn } from './deck-draft';

describe('deck draft', () => {
  it.each([
    ['3', 20, 3],
    ['', 20, 0],
    ['-2', 20, 0],
    ['2.7', 20, 2],
    ['99', 40, 40],
    ['abc', 20, 0],
  ])('reads %j within 0..%s as %s', (raw, max, expected) => {
    expect(wholeNumberIn(raw, max)).toBe(expected);
  });

  it('changes one field of one slide, clamped to its limit, and counts the selection', () => {
    const slides = catalogueDeck().slides;
    const changed = setDeckField(setAllQuantities(slides, 0), 'plank-60', 'quantity', '250');
    expect(changed.find((slide) => slide.slideId === 'plank-60')?.quantity).toBe(100);
    expect(deckSelectionCount(changed)).toEqual({ slides: 1, copies: 100 });
    expect(sameDeck(slides, changed)).toBe(false);
    expect(sameDeck(slides, setAllQuantities(slides, 1))).toBe(true);
  });
});
