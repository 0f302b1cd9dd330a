import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  myProfileSchema,
  profileApi,
  profileLiveFieldsSchema,
  publicProfileSchema,
  recentUsersSchema,
  updateProfileBodySchema,
  userIdParamsSchema,
  sessionProfileSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { sessionEnded } from '../../http/app-error.js';
import { trackOpenStreams } from '../../http/event-streams.js';
import { openProfileStream } from './profile-stream.js';
import * as service from './profile.service.js';

export function profileRoutes({ db, changes, readCache }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const openStreams = trackOpenStreams(app);
    app.get(
      profileApi.me.path,
      declared(profileApi.me, { summary: 'My profile with permissions', response: { 200: myProfileSchema } }),
      (request) => service.getMyProfileCached(db, readCache, requireViewer(request).userId),
    );

    app.get(
      profileApi.session.path,
      declared(profileApi.session, {
        summary: 'My profile, or null for a guest; 401 session_ended when the session this browser had is over',
        response: { 200: sessionProfileSchema },
      }),
      (request) => {
        if (request.sessionEnded) throw sessionEnded();
        return request.viewer ? service.getMyProfileCached(db, readCache, request.viewer.userId) : null;
      },
    );

    app.patch(
      profileApi.updateMe.path,
      declared(profileApi.updateMe, {
        summary: 'Change my user name, time zone, language, or who sees my profile and activity; put the first-run cards away',
        body: updateProfileBodySchema,
        response: { 200: myProfileSchema },
      }),
      (request) => service.updateMyProfile(db, requireViewer(request).userId, request.body),
    );

    app.get(
      profileApi.events.path,
      declared(profileApi.events, {
        summary: 'Server-Sent Events: my live profile fields (event "profile")',
        produces: ['text/event-stream'],
        response: { 200: profileLiveFieldsSchema.describe('The data of each "profile" event') },
      }),
      (request, reply) => openProfileStream(request, reply, db, changes, openStreams),
    );

    app.get(
      profileApi.export.path,
      declared(profileApi.export, {
        summary: 'Download all my data as JSON',
        response: { 200: accountExportSchema },
      }),
      async (request, reply) => {
        const data = await service.exportMyData(db, requireViewer(request).userId);
        reply.header('content-disposition', 'attachment; filename="gauntlet-data.json"');
        return data;
      },
    );

    app.get(
      profileApi.recent.path,
      declared(profileApi.recent, {
        summary: 'The ten players last seen who chose to appear here, the latest first (the day only)',
        response: { 200: recentUsersSchema },
      }),
      () => service.listRecentlyActive(db),
    );

    app.get(
      profileApi.publicProfile.path,
      declared(profileApi.publicProfile, {
        summary: "A user's public profile, or that it is not visible to a visitor who is not signed in",
        params: userIdParamsSchema,
        response: { 200: publicProfileSchema },
      }),
      (request) => service.getPublicProfile(db, request.viewer?.userId ?? null, request.params.userId),
    );
  };
}
