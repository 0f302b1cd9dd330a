import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exerciseParamsSchema,
  incrementExerciseBodySchema,
  okSchema,
  routineBodySchema,
  routineLogSchema,
  routineLogsQuerySchema,
  routineParamsSchema,
  routineSchema,
  trainingSessionBodySchema,
  trainingSessionResultSchema,
  userIdParamsSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { requireViewer } from '../../http/access.js';
import * as service from './routines.service.js';

export function routineRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['routines'];
    const owner = { access: 'signedIn' } as const;

    app.get(
      '/api/routines',
      { config: owner, schema: { tags, summary: 'My routines', response: { 200: z.array(routineSchema) } } },
      (request) => service.listRoutines(db, requireViewer(request).userId),
    );

    app.post(
      '/api/routines',
      { config: owner, schema: { tags, summary: 'Create a routine', body: routineBodySchema, response: { 200: routineSchema } } },
      (request) => service.createRoutine(db, requireViewer(request).userId, request.body),
    );

    app.get(
      '/api/routines/:routineId',
      {
        config: owner,
        schema: { tags, summary: 'One of my routines', params: routineParamsSchema, response: { 200: routineSchema } },
      },
      (request) => service.getRoutine(db, requireViewer(request).userId, request.params.routineId),
    );

    app.put(
      '/api/routines/:routineId',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Update one of my routines (also its exercise order)',
          params: routineParamsSchema,
          body: routineBodySchema,
          response: { 200: routineSchema },
        },
      },
      (request) => service.replaceRoutine(db, requireViewer(request).userId, request.params.routineId, request.body),
    );

    app.delete(
      '/api/routines/:routineId',
      {
        config: owner,
        schema: { tags, summary: 'Delete one of my routines', params: routineParamsSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await service.removeRoutine(db, requireViewer(request).userId, request.params.routineId);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/routines/:routineId/exercises/:index/increment',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Training: one more set, rep or weight unit (a heavier weight resets sets and reps)',
          params: exerciseParamsSchema,
          body: incrementExerciseBodySchema,
          response: { 200: routineSchema },
        },
      },
      (request) =>
        service.trainExercise(
          db,
          requireViewer(request).userId,
          request.params.routineId,
          request.params.index,
          request.body.field,
        ),
    );

    app.post(
      '/api/routines/:routineId/sessions',
      {
        config: owner,
        schema: {
          tags,
          summary: 'End a training session: log it and count it on the routine metric (once per session id)',
          params: routineParamsSchema,
          body: trainingSessionBodySchema,
          response: { 200: trainingSessionResultSchema },
        },
      },
      (request) =>
        service.finishSession(
          db,
          requireViewer(request).userId,
          request.params.routineId,
          request.body.sessionId,
          request.body.score,
        ),
    );

    app.get(
      '/api/users/:userId/routine-logs',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A user's latest routine logs, newest first",
          params: userIdParamsSchema,
          querystring: routineLogsQuerySchema,
          response: { 200: z.array(routineLogSchema) },
        },
      },
      (request) => service.routineLogs(db, request.params.userId, request.query.limit, request.query.routineId),
    );
  };
}
