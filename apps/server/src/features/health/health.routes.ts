import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ping } from '../../db/database.js';

export function healthRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Liveness and database reachability, for load balancers',
          tags: ['ops'],
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => {
        await ping(db);
        return { status: 'ok' as const };
      },
    );
  };
}
