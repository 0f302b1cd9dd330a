import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengesApi, checkInBodySchema, metricParamsSchema, metricStateSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { checkIn } from './check-in.service.js';

export function checkInRoutes({ db, changes }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      challengesApi.checkIn.path,
      declared(challengesApi.checkIn, {
        summary: "Today's or yesterday's check-in (once per day; a replay with the same idempotency key applies once)",
        params: metricParamsSchema,
        body: checkInBodySchema,
        response: { 200: metricStateSchema },
      }),
      async (request) => {
        const { userId } = requireViewer(request);
        const state = await checkIn(db, userId, request.params.metric, request.body ?? {});
        // A check-in that records anything publishes `user.changed` in its own statement.
        request.changeAnnounced = true;
        changes.userChangedInStatement(userId);
        return state;
      },
    );
  };
}
