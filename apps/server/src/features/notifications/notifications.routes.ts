import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsSchema, notificationsApi } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import * as service from './notifications.service.js';

export function notificationRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      notificationsApi.settings.path,
      declared(notificationsApi.settings, {
        summary: 'My reminder settings',
        response: { 200: notificationSettingsSchema },
      }),
      (request) => service.settingsOf(db, requireViewer(request).userId),
    );

    app.put(
      notificationsApi.saveSettings.path,
      declared(notificationsApi.saveSettings, {
        summary: 'Replace my reminder settings',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema },
      }),
      (request) => service.replaceSettings(db, requireViewer(request).userId, request.body),
    );
  };
}
