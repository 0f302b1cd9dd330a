import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  externalApi,
  externalCompletionBodySchema,
  externalProgressSchema,
  externalTokenBodySchema,
  externalTokenSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import * as service from './external.service.js';

export function externalRoutes({ db, externalKeys }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      externalApi.token.path,
      declared(externalApi.token, {
        summary: 'A signed, single-use token for an external goal (valid 2 hours)',
        body: externalTokenBodySchema,
        response: { 200: externalTokenSchema },
      }),
      (request) => service.issueToken(db, externalKeys, requireViewer(request).userId, request.body.goalId),
    );

    app.post(
      externalApi.completion.path,
      declared(externalApi.completion, {
        summary: "Apply an external application's signed completion",
        body: externalCompletionBodySchema,
        response: { 200: externalProgressSchema },
      }),
      (request) => service.acceptCompletion(db, externalKeys, requireViewer(request).userId, request.body.completion),
    );
  };
}
