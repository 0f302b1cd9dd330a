import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  myProfileSchema,
  profileLiveFieldsSchema,
  publicProfileSchema,
  recentUsersSchema,
  updateProfileBodySchema,
  userIdParamsSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { requireViewer } from '../../http/access.js';
import { openProfileStream, trackOpenStreams } from './profile-stream.js';
import * as service from './profile.service.js';

export function profileRoutes({ db, profileEvents }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const openStreams = trackOpenStreams(app);
    app.get(
      '/api/profile/me',
      {
        config: { access: 'signedIn' },
        schema: { summary: 'My profile with permissions', tags: ['profile'], response: { 200: myProfileSchema } },
      },
      (request) => service.getMyProfile(db, requireViewer(request).userId),
    );

    app.patch(
      '/api/profile/me',
      {
        config: { access: 'signedIn' },
        schema: {
          summary: 'Change my user name or time zone',
          tags: ['profile'],
          body: updateProfileBodySchema,
          response: { 200: myProfileSchema },
        },
      },
      async (request) => {
        const { userId } = requireViewer(request);
        const profile = await service.updateMyProfile(db, userId, request.body);
        await profileEvents.publish(userId);
        return profile;
      },
    );

    app.get(
      '/api/profile/me/events',
      {
        config: { access: 'signedIn' },
        schema: {
          summary: 'Server-Sent Events: my live profile fields (event "profile")',
          tags: ['profile'],
          produces: ['text/event-stream'],
          response: { 200: profileLiveFieldsSchema.describe('The data of each "profile" event') },
        },
      },
      (request, reply) => openProfileStream(request, reply, db, profileEvents, openStreams),
    );

    app.get(
      '/api/profile/me/export',
      {
        config: { access: 'signedIn' },
        schema: { summary: 'Download all my data as JSON', tags: ['profile'], response: { 200: accountExportSchema } },
      },
      async (request, reply) => {
        const data = await service.exportMyData(db, requireViewer(request).userId);
        reply.header('content-disposition', 'attachment; filename="gauntlet-data.json"');
        return data;
      },
    );

    app.get(
      '/api/profiles/recent',
      {
        config: { access: 'public' },
        schema: {
          summary: 'The ten most recently logged-in users, newest first',
          tags: ['profile'],
          response: { 200: recentUsersSchema },
        },
      },
      () => service.listRecentlyActive(db),
    );

    app.get(
      '/api/profiles/:userId',
      {
        config: { access: 'public' },
        schema: {
          summary: "A user's public profile",
          tags: ['profile'],
          params: userIdParamsSchema,
          response: { 200: publicProfileSchema },
        },
      },
      (request) => service.getPublicProfile(db, request.params.userId),
    );
  };
}
