import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitySchema, challengesApi, userIdParamsSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { getActivity } from './activity.service.js';

export function activityRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      challengesApi.activity.path,
      declared(challengesApi.activity, {
        summary: "A user's check-in calendar of the last 26 weeks and streaks (the owner's, or made public)",
        params: userIdParamsSchema,
        response: { 200: activitySchema },
      }),
      (request) => getActivity(db, request.viewer?.userId ?? null, request.params.userId),
    );
  };
}
