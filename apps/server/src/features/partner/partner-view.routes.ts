import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerApi, partnerPlayerParamsSchema, partnerViewSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { trackOpenStreams } from '../../http/event-streams.js';
import { openPartnerStream } from './partner-stream.js';
import { getPartnerView } from './partner-view.service.js';

/** A player as their partner sees them, once or live; access is the live partnership's `see`. */
export function partnerViewRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, readCache } = deps;
  return async (app) => {
    const openStreams = trackOpenStreams(app);
    app.get(
      partnerApi.view.path,
      declared(partnerApi.view, {
        summary:
          'One of my players as their partner sees them: their challenge, points, routine logs, what I may still hand out today and our log',
        params: partnerPlayerParamsSchema,
        response: { 200: partnerViewSchema },
      }),
      (request) => getPartnerView(db, readCache, requireViewer(request).userId, request.params.playerId),
    );

    app.get(
      partnerApi.stream.path,
      declared(partnerApi.stream, {
        summary:
          'Server-Sent Events: one of my players live (event "view"), until my access ends (event "ended" with the reason)',
        params: partnerPlayerParamsSchema,
        produces: ['text/event-stream'],
        response: { 200: partnerViewSchema.describe('The data of each "view" event') },
      }),
      (request, reply) => openPartnerStream(request, reply, deps, openStreams),
    );
  };
}
