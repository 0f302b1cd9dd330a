import type { z } from 'zod';
import type { okSchema } from '../contracts/account.js';
import type { userIdParamsSchema } from '../contracts/profile.js';
import type {
  exerciseParamsSchema,
  incrementExerciseBodySchema,
  routineBodySchema,
  routineLogSchema,
  routineLogsQuerySchema,
  routineParamsSchema,
  routineSchema,
  trainingSessionBodySchema,
  trainingSessionResultSchema,
} from '../contracts/routines.js';
import { route } from './route.js';

type Routine = typeof routineSchema;
type Params = typeof routineParamsSchema;

export const routinesApi = {
  mine: route<{ response: z.ZodArray<Routine> }>('GET', '/api/routines', 'signedIn'),
  create: route<{ body: typeof routineBodySchema; response: Routine }>('POST', '/api/routines', 'signedIn'),
  get: route<{ params: Params; response: Routine }>('GET', '/api/routines/:routineId', 'signedIn'),
  replace: route<{ params: Params; body: typeof routineBodySchema; response: Routine }>(
    'PUT',
    '/api/routines/:routineId',
    'signedIn',
  ),
  remove: route<{ params: Params; response: typeof okSchema }>('DELETE', '/api/routines/:routineId', 'signedIn'),
  incrementExercise: route<{
    params: typeof exerciseParamsSchema;
    body: typeof incrementExerciseBodySchema;
    response: Routine;
  }>('POST', '/api/routines/:routineId/exercises/:index/increment', 'signedIn'),
  finishSession: route<{
    params: Params;
    body: typeof trainingSessionBodySchema;
    response: typeof trainingSessionResultSchema;
  }>('POST', '/api/routines/:routineId/sessions', 'signedIn'),
  logs: route<{
    params: typeof userIdParamsSchema;
    querystring: typeof routineLogsQuerySchema;
    response: z.ZodArray<typeof routineLogSchema>;
  }>('GET', '/api/routines/users/:userId/logs', 'public'),
};
