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
  routinesApi,
  routineSchema,
  trainingSessionBodySchema,
  trainingSessionResultSchema,
  userIdParamsSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import * as service from './routines.service.js';

export function routineRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      routinesApi.mine.path,
      declared(routinesApi.mine, { summary: 'My routines', response: { 200: z.array(routineSchema) } }),
      (request) => service.listRoutines(db, requireViewer(request).userId),
    );

    app.post(
      routinesApi.create.path,
      declared(routinesApi.create, {
        summary: 'Create a routine',
        body: routineBodySchema,
        response: { 200: routineSchema },
      }),
      (request) => service.createRoutine(db, requireViewer(request).userId, request.body),
    );

    app.get(
      routinesApi.get.path,
      declared(routinesApi.get, {
        summary: 'One of my routines',
        params: routineParamsSchema,
        response: { 200: routineSchema },
      }),
      (request) => service.getRoutine(db, requireViewer(request).userId, request.params.routineId),
    );

    app.put(
      routinesApi.replace.path,
      declared(routinesApi.replace, {
        summary: 'Update one of my routines (also its exercise order)',
        params: routineParamsSchema,
        body: routineBodySchema,
        response: { 200: routineSchema },
      }),
      (request) => service.replaceRoutine(db, requireViewer(request).userId, request.params.routineId, request.body),
    );

    app.delete(
      routinesApi.remove.path,
      declared(routinesApi.remove, {
        summary: 'Delete one of my routines',
        params: routineParamsSchema,
        response: { 200: okSchema },
      }),
      async (request) => {
        await service.removeRoutine(db, requireViewer(request).userId, request.params.routineId);
        return { ok: true as const };
      },
    );

    app.post(
      routinesApi.incrementExercise.path,
      declared(routinesApi.incrementExercise, {
        summary: 'Training: one more set, rep or weight unit (a heavier weight resets sets and reps)',
        params: exerciseParamsSchema,
        body: incrementExerciseBodySchema,
        response: { 200: routineSchema },
      }),
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
      routinesApi.finishSession.path,
      declared(routinesApi.finishSession, {
        summary: 'End a training session: log it and count it on the routine metric (once per session id)',
        params: routineParamsSchema,
        body: trainingSessionBodySchema,
        response: { 200: trainingSessionResultSchema },
      }),
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
      routinesApi.logs.path,
      declared(routinesApi.logs, {
        summary: "A user's latest routine logs, newest first",
        params: userIdParamsSchema,
        querystring: routineLogsQuerySchema,
        response: { 200: z.array(routineLogSchema) },
      }),
      (request) => service.routineLogs(db, request.viewer?.userId ?? null, request.params.userId, request.query),
    );
  };
}
