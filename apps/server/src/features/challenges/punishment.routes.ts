import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengesApi, metricParamsSchema, pickPunishmentBodySchema, punishmentStateSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import * as service from './punishment.service.js';

export function punishmentRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { response: { 200: punishmentStateSchema } };

    app.get(
      challengesApi.punishment.path,
      declared(challengesApi.punishment, { ...schema, summary: 'The punishment goal offers and my picks' }),
      (request) => service.getPunishmentState(db, requireViewer(request).userId),
    );

    app.post(
      challengesApi.reroll.path,
      declared(challengesApi.reroll, { ...schema, summary: 'Draw three new offers for 1 RP' }),
      (request) => service.reroll(db, requireViewer(request).userId),
    );

    app.post(
      challengesApi.pick.path,
      declared(challengesApi.pick, {
        ...schema,
        summary: 'Add one of the current offers to my next challenge',
        body: pickPunishmentBodySchema,
      }),
      (request) => service.pick(db, requireViewer(request).userId, request.body.metric),
    );

    app.delete(
      challengesApi.unpick.path,
      declared(challengesApi.unpick, {
        ...schema,
        summary: 'Take a picked goal out of my next challenge again',
        params: metricParamsSchema,
      }),
      (request) => service.unpick(db, requireViewer(request).userId, request.params.metric),
    );
  };
}
