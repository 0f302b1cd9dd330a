import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deckSchema, saveDeckBodySchema, slideDrawBodySchema, slideDrawSchema, slideshowApi } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import * as service from './slideshow.service.js';

export function slideshowRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      slideshowApi.deck.path,
      declared(slideshowApi.deck, {
        summary: 'The deck: every slide with my costs and quantities',
        response: { 200: deckSchema },
      }),
      (request) => service.getDeck(db, request.viewer?.userId ?? null),
    );

    app.put(
      slideshowApi.saveDeck.path,
      declared(slideshowApi.saveDeck, {
        summary: 'Save my deck choices',
        body: saveDeckBodySchema,
        response: { 200: deckSchema },
      }),
      (request) => service.saveDeck(db, requireViewer(request).userId, request.body.entries),
    );

    app.post(
      slideshowApi.draw.path,
      declared(slideshowApi.draw, {
        summary: 'Charge a drawn instruction slide (once per draw id)',
        body: slideDrawBodySchema,
        response: { 200: slideDrawSchema },
      }),
      (request) => service.chargeDraw(db, requireViewer(request).userId, request.body.drawId, request.body.slideId),
    );
  };
}
