import {
  canIncrementExercise,
  EXERCISE_MAXIMA,
  incrementExercise,
  routineMetric,
  type ExerciseField,
  type Frequency,
  type Routine,
  type RoutineLog,
  type routineBodySchema,
} from '@gauntlet/core';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { addToMetric, ensureMetric } from '../challenges/metrics.service.js';
import { requireViewableProfile } from '../profile/profile.service.js';
import * as repository from './routines.repository.js';

type RoutineFields = z.output<typeof routineBodySchema>;

const routineNotFound = () => new AppError(404, 'routine_not_found', 'Routine not found');

function toRoutine(row: repository.RoutineRow): Routine {
  return {
    routineId: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    frequency: row.frequency as Frequency,
    exercises: row.exercises,
  };
}

function toLog(row: repository.RoutineLogRow): RoutineLog {
  return {
    id: row.id,
    routineId: row.routineId,
    routineName: row.routineName,
    score: row.score,
    date: row.createdAt.toISOString(),
  };
}

export async function listRoutines(db: Database, userId: string): Promise<Routine[]> {
  return (await repository.findRoutines(db, userId)).map(toRoutine);
}

export async function getRoutine(db: Database, userId: string, routineId: string): Promise<Routine> {
  const row = await repository.findOwnRoutine(db, userId, routineId);
  if (!row) throw routineNotFound();
  return toRoutine(row);
}

export async function createRoutine(db: Database, userId: string, fields: RoutineFields): Promise<Routine> {
  return toRoutine(await repository.insertRoutine(db, userId, fields));
}

export async function replaceRoutine(db: Database, userId: string, routineId: string, fields: RoutineFields) {
  const row = await repository.updateRoutine(db, userId, routineId, fields);
  if (!row) throw routineNotFound();
  return toRoutine(row);
}

export async function removeRoutine(db: Database, userId: string, routineId: string): Promise<void> {
  if (!(await repository.deleteRoutine(db, userId, routineId))) throw routineNotFound();
}

/**
 * One training update, applied on the server so sets and reps can only go forward. At a maximum
 * the update is refused, not clamped: the user sees that this count cannot grow any further.
 */
export async function trainExercise(db: Database, userId: string, routineId: string, index: number, field: ExerciseField) {
  return db.transaction(async (tx) => {
    const row = await repository.findOwnRoutine(tx, userId, routineId, true);
    if (!row) throw routineNotFound();
    const exercise = row.exercises[index];
    if (!exercise) throw new AppError(404, 'exercise_not_found', 'This routine has no such exercise.');
    if (!canIncrementExercise(exercise, field)) {
      throw new AppError(409, 'exercise_at_maximum', `${exercise.name} is at the maximum of ${EXERCISE_MAXIMA[field]} ${field}.`);
    }
    const exercises = row.exercises.map((entry, position) => (position === index ? incrementExercise(entry, field) : entry));
    return toRoutine((await repository.updateRoutine(tx, userId, routineId, { exercises }))!);
  });
}

/**
 * The end of a training session: the routine log and one more on the routine's metric, in one
 * transaction keyed by the session id, so a retried request changes nothing.
 */
export async function finishSession(db: Database, userId: string, routineId: string, sessionId: string, score: number) {
  const metric = routineMetric(routineId);
  return db.transaction(async (tx) => {
    const routine = await repository.findOwnRoutine(tx, userId, routineId);
    if (!routine) throw routineNotFound();
    const log = await repository.insertRoutineLog(tx, { id: sessionId, userId, routineId, routineName: routine.name, score });
    if (log) await ensureMetric(tx, { userId, metric, name: routine.name, unit: 'sessions' });
    // A replayed session only reads the metric.
    const metricValue = await addToMetric(tx, userId, metric, log ? 1 : 0);
    const existing = log ?? (await repository.findRoutineLog(tx, sessionId));
    if (!existing || existing.userId !== userId) {
      throw new AppError(409, 'session_conflict', 'This training session id is already in use.');
    }
    return { log: toLog(existing), metric, metricValue };
  });
}

/**
 * The latest routine logs of several users, read together, by user. No privacy check: for a
 * caller that has already established its right to see them (a partner's view).
 */
export async function recentLogsOf(db: Database, userIds: string[], limit: number): Promise<Map<string, RoutineLog[]>> {
  const byUser = new Map<string, RoutineLog[]>(userIds.map((userId) => [userId, []]));
  for (const row of await repository.findRecentLogsOf(db, userIds, limit)) byUser.get(row.userId)?.push(toLog(row));
  return byUser;
}

/** A user's latest routine logs as their profile page shows them to `viewerId` (null: not signed in). */
export async function routineLogs(
  db: Database,
  viewerId: string | null,
  userId: string,
  { limit, routineId }: { limit: number; routineId?: string },
) {
  await requireViewableProfile(db, viewerId, userId);
  return (await repository.findRoutineLogs(db, userId, limit, routineId)).map(toLog);
}
