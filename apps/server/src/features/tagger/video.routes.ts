import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyseBodySchema,
  analysisSchema,
  okSchema,
  taggerApi,
  uploadQuotaSchema,
  uploadSchema,
  VIDEO_TAGGER_MAX_BYTES,
  uploadIdParamsSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { requireMultipart, uploadedFile } from '../../http/uploaded-file.js';
import { ImageAnalyser } from './image-analyser.js';
import { reserveUpload } from './upload-room.js';
import { scheduleUploadSweep } from './upload-sweep.js';
import * as service from './video.service.js';

export function videoRoutes({ db, config }: AppDeps): FastifyPluginAsyncZod {
  const store = new service.UploadStore(config.dataDir);
  return async (app) => {
    const analyser = new ImageAnalyser();
    app.addHook('onClose', () => analyser.close());
    scheduleUploadSweep(app, db, store, config.uploads.unanalysedTtlSeconds);
    await app.register(multipart, { limits: { fileSize: VIDEO_TAGGER_MAX_BYTES, files: 1, fields: 0 } });

    app.post(
      taggerApi.upload.path,
      declared(taggerApi.upload, {
        summary: 'Upload one JPEG image (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: uploadSchema },
      }),
      async (request) => {
        const { userId } = requireViewer(request);
        requireMultipart(request);
        const declared = Number(request.headers['content-length']);
        const reservation = await reserveUpload(db, config.uploads, userId, Number.isFinite(declared) ? declared : undefined);
        try {
          const file = await uploadedFile(request);
          return await service.saveUpload(db, store, reservation, file.filename, file.file);
        } catch (error) {
          await service.releaseUpload(db, store, reservation);
          throw error;
        }
      },
    );

    app.get(
      taggerApi.quota.path,
      declared(taggerApi.quota, {
        summary: 'How much of my upload quota my images take',
        response: { 200: uploadQuotaSchema },
      }),
      (request) => service.uploadQuota(db, config.uploads, requireViewer(request).userId),
    );

    app.delete(
      taggerApi.clearUploads.path,
      declared(taggerApi.clearUploads, { summary: 'Delete all my uploaded images', response: { 200: okSchema } }),
      async (request) => {
        await service.clearUploads(db, store, requireViewer(request).userId);
        return { ok: true as const };
      },
    );

    app.get(
      taggerApi.uploadFile.path,
      declared(taggerApi.uploadFile, {
        summary: 'One of my uploaded images',
        params: uploadIdParamsSchema,
        produces: ['image/jpeg'],
      }),
      async (request, reply) => {
        const file = await service.uploadFile(db, store, requireViewer(request).userId, request.params.uploadId);
        return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(fs.createReadStream(file));
      },
    );

    app.post(
      taggerApi.analyse.path,
      declared(taggerApi.analyse, {
        summary: 'Analyse uploaded images',
        body: analyseBodySchema,
        response: { 200: analysisSchema },
      }),
      async (request) => ({
        images: await service.analyseUploads(db, store, analyser, requireViewer(request).userId, request.body.uploadIds),
      }),
    );
  };
}
