import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi, healthSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { ping } from '../../db/database.js';
import { declared } from '../../http/declared-route.js';

export function healthRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      healthApi.health.path,
      declared(healthApi.health, {
        summary: 'Liveness and database reachability, for load balancers',
        response: { 200: healthSchema },
      }),
      async () => {
        await ping(db);
        return { status: 'ok' as const };
      },
    );
  };
}
