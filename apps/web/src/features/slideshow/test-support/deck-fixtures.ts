import { INSTRUCTION_SLIDES, type Deck, type DeckSlide } from '@gauntlet/core';

/** The catalogue as GET /api/slideshow/deck answers a guest: default costs, one of each. */
export function catalogueDeck(overrides: Record<string, Partial<DeckSlide>> = {}, saved = false): Deck {
  return {
    saved,
    slides: INSTRUCTION_SLIDES.map(({ slideId, imagePath, text, rewardCost, punishmentCost }) => ({
      slideId,
      imagePath,
      text,
      rewardCost,
      punishmentCost,
      quantity: 1,
      ...overrides[slideId],
    })),
  };
}

/** A small deck for the viewer: the given slides only. */
export function smallDeck(slides: Partial<DeckSlide>[]): Deck {
  return {
    saved: true,
    slides: slides.map((slide, index) => ({
      slideId: `slide-${index + 1}`,
      imagePath: `/api/slideshow/slides/slide-${index + 1}.svg`,
      text: `Instruction ${index + 1}`,
      rewardCost: 0,
      punishmentCost: 0,
      quantity: 1,
      ...slide,
    })),
  };
}
