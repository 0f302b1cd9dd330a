import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema, pushApi, pushPublicKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { requireViewer } from '../../http/access.js';
import { declared } from '../../http/declared-route.js';
import * as service from './push.service.js';

export function pushRoutes({ db, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const publicKey = service.publicVapidKey(config);

    app.get(
      pushApi.publicKey.path,
      declared(pushApi.publicKey, { summary: 'The key to subscribe to pushes with', response: { 200: pushPublicKeySchema } }),
      () => ({ publicKey }),
    );

    app.post(
      pushApi.subscribe.path,
      declared(pushApi.subscribe, {
        summary: 'Send my reminders to this browser',
        body: pushSubscriptionSchema,
        response: { 200: okSchema },
      }),
      (request) => service.subscribe(db, requireViewer(request).userId, request.body),
    );

    app.delete(
      pushApi.unsubscribe.path,
      declared(pushApi.unsubscribe, {
        summary: 'Stop sending my reminders to this browser',
        body: pushUnsubscribeSchema,
        response: { 200: okSchema },
      }),
      (request) => service.unsubscribe(db, requireViewer(request).userId, request.body.endpoint),
    );
  };
}
