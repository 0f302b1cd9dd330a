import { z } from 'zod';
import { text } from './text.js';

export const SLIDE_REWARD_COST_MAX = 20;
export const SLIDE_PUNISHMENT_COST_MAX = 40;

export const deckEntrySchema = z.strictObject({
  slideId: text().min(1).max(60),
  rewardCost: z.number().int().min(0).max(SLIDE_REWARD_COST_MAX),
  punishmentCost: z.number().int().min(0).max(SLIDE_PUNISHMENT_COST_MAX),
  quantity: z.number().int().min(0).max(100),
});
export type DeckEntry = z.infer<typeof deckEntrySchema>;

/** A slide as the deck shows it: the catalogue's text and image with this user's costs and quantity. */
export const deckSlideSchema = deckEntrySchema.extend({
  imagePath: z.string(),
  text: z.string(),
});
export type DeckSlide = z.infer<typeof deckSlideSchema>;

export const deckSchema = z.object({ slides: z.array(deckSlideSchema), saved: z.boolean() });
export type Deck = z.infer<typeof deckSchema>;

export const saveDeckBodySchema = z.strictObject({ entries: z.array(deckEntrySchema).max(200) });

/** One instruction drawn in a show; its id makes a retried charge harmless. */
export const slideDrawBodySchema = z.strictObject({ drawId: z.uuid(), slideId: text().min(1).max(60) });
export const slideDrawSchema = z.object({
  drawId: z.string(),
  slideId: z.string(),
  rewardCost: z.number().int(),
  punishmentCost: z.number().int(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
});
export type SlideDraw = z.infer<typeof slideDrawSchema>;

export const slideImageParamsSchema = z.strictObject({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) });

/** An instruction slide of the catalogue with its default costs. */
export const instructionSlideSchema = z.object({
  slideId: z.string(),
  imagePath: z.string(),
  text: z.string(),
  rewardCost: z.number().int(),
  punishmentCost: z.number().int(),
});
