import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inboxNotificationParamsSchema, inboxSchema, notificationsApi } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import * as service from './inbox.service.js';

/** The bell. A change of what is read reaches the player's open streams as every write does (`announceChanges`). */
export function inboxRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      notificationsApi.inbox.path,
      declared(notificationsApi.inbox, {
        summary: 'My latest notifications and how many are unread',
        response: { 200: inboxSchema },
      }),
      (request) => service.inboxOf(db, requireViewer(request).userId),
    );

    app.post(
      notificationsApi.markRead.path,
      declared(notificationsApi.markRead, {
        summary: 'Mark one of my notifications read',
        params: inboxNotificationParamsSchema,
        response: { 200: inboxSchema },
      }),
      (request) => service.markRead(db, requireViewer(request).userId, request.params.notificationId),
    );

    app.post(
      notificationsApi.markAllRead.path,
      declared(notificationsApi.markAllRead, {
        summary: 'Mark all my notifications read',
        response: { 200: inboxSchema },
      }),
      (request) => service.markAllRead(db, requireViewer(request).userId),
    );
  };
}
