import type { z } from 'zod';
import type {
  deckSchema,
  instructionSlideSchema,
  saveDeckBodySchema,
  slideDrawBodySchema,
  slideDrawSchema,
  slideImageParamsSchema,
} from '../contracts/slideshow.js';
import { route } from './route.js';

export const slideshowApi = {
  deck: route<{ response: typeof deckSchema }>('GET', '/api/slideshow/deck', 'public'),
  saveDeck: route<{ body: typeof saveDeckBodySchema; response: typeof deckSchema }>('PUT', '/api/slideshow/deck', 'signedIn'),
  draw: route<{ body: typeof slideDrawBodySchema; response: typeof slideDrawSchema }>('POST', '/api/slideshow/draws', 'signedIn'),
  slides: route<{ response: z.ZodArray<typeof instructionSlideSchema> }>('GET', '/api/slideshow/slides', 'public'),
  /** An SVG image, not JSON. */
  slideImage: route<{ params: typeof slideImageParamsSchema }>('GET', '/api/slideshow/slides/:file', 'public'),
  /** An SVG image, not JSON. */
  picture: route<{ params: typeof slideImageParamsSchema }>('GET', '/api/slideshow/pictures/:file', 'public'),
};
