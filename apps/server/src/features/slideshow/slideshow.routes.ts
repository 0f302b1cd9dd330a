import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deckSchema, saveDeckBodySchema, slideDrawBodySchema, slideDrawSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { requireViewer } from '../../http/access.js';
import * as service from './slideshow.service.js';

export function slideshowRoutes({ db, profileEvents }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['slideshow'];

    app.get(
      '/api/deck',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'The deck: every slide with my costs and quantities', response: { 200: deckSchema } },
      },
      (request) => service.getDeck(db, request.viewer?.userId ?? null),
    );

    app.put(
      '/api/deck',
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: 'Save my deck choices', body: saveDeckBodySchema, response: { 200: deckSchema } },
      },
      (request) => service.saveDeck(db, requireViewer(request).userId, request.body.entries),
    );

    app.post(
      '/api/slideshow/draws',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Charge a drawn instruction slide (once per draw id)',
          body: slideDrawBodySchema,
          response: { 200: slideDrawSchema },
        },
      },
      async (request) => {
        const { userId } = requireViewer(request);
        const draw = await service.chargeDraw(db, userId, request.body.drawId, request.body.slideId);
        await profileEvents.publish(userId);
        return draw;
      },
    );
  };
}
