import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengesApi, metricParamsSchema, metricStateSchema, undoCheckInBodySchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { undoChange, undoCheckIn } from './undo.service.js';

export function undoRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const response = { 200: metricStateSchema };

    app.post(
      challengesApi.undoCheckIn.path,
      declared(challengesApi.undoCheckIn, {
        summary: "Undo a goal's check-in for a day, made today (recorded in the goal's history)",
        params: metricParamsSchema,
        body: undoCheckInBodySchema,
        response,
      }),
      (request) => undoCheckIn(db, requireViewer(request).userId, request.params.metric, request.body.day),
    );

    app.post(
      challengesApi.undoChange.path,
      declared(challengesApi.undoChange, {
        summary: "Undo a goal's latest step, typed value or switch turn, made today (recorded in the goal's history)",
        params: metricParamsSchema,
        response,
      }),
      (request) => undoChange(db, requireViewer(request).userId, request.params.metric),
    );
  };
}
