import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, formatMegabytes, myProfileSchema, profileApi, userIdParamsSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { AppError, notFound } from '../../http/app-error.js';
import { requireViewer } from '../../http/access.js';
import { unreadableUpload, uploadedFile } from '../../http/uploaded-file.js';
import { toAvatar } from './avatar-image.js';
import * as repository from './avatar.repository.js';
import { getMyProfile, requireViewableProfile } from './profile.service.js';

const tooLarge = () => new AppError(413, 'too_large', `An avatar may be at most ${formatMegabytes(AVATAR_MAX_BYTES)}.`);

export function avatarRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });

    app.put(
      profileApi.uploadAvatar.path,
      declared(profileApi.uploadAvatar, {
        summary: 'Set my avatar from a JPEG, PNG or WebP image (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: myProfileSchema },
      }),
      async (request) => {
        const { userId } = requireViewer(request);
        const file = await uploadedFile(request);
        let upload: Buffer;
        try {
          upload = await file.toBuffer();
        } catch {
          if (file.file.truncated) throw tooLarge();
          throw unreadableUpload();
        }
        await repository.saveAvatar(db, userId, await toAvatar(upload));
        return getMyProfile(db, userId);
      },
    );

    app.delete(
      profileApi.removeAvatar.path,
      declared(profileApi.removeAvatar, { summary: 'Remove my avatar', response: { 200: myProfileSchema } }),
      async (request) => {
        const { userId } = requireViewer(request);
        await repository.removeAvatar(db, userId);
        return getMyProfile(db, userId);
      },
    );

    app.get(
      profileApi.avatar.path,
      declared(profileApi.avatar, { summary: "A user's avatar", params: userIdParamsSchema, produces: ['image/webp'] }),
      async (request, reply) => {
        await requireViewableProfile(db, request.viewer?.userId ?? null, request.params.userId);
        const image = await repository.findAvatar(db, request.params.userId);
        if (!image) throw notFound('This user has no avatar.');
        // Every new avatar gets a new address, so a cached one is never stale for long. Whether
        // it may be seen depends on who asks, so only the browser keeps it, never a shared cache.
        return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(image);
      },
    );
  };
}
