import { z } from 'zod';
import { text } from './text.js';

export const FREQUENCIES = ['', 'daily', '3x-week', '4x-week', '5x-week', 'weekly', 'custom'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const ROUTINE_FORM_MESSAGE = 'Please fill in routine name and add at least one exercise.';

/** The most of each count an exercise may hold: a routine beyond them could not be read back. */
export const EXERCISE_MAXIMA = { sets: 1000, reps: 10_000, weight: 10_000 } as const;

export const exerciseSchema = z.strictObject({
  name: text().trim().min(1, 'Exercise name is required').max(80),
  sets: z.number().int().min(0).max(EXERCISE_MAXIMA.sets),
  reps: z.number().int().min(0).max(EXERCISE_MAXIMA.reps),
  weight: z.number().finite().min(0).max(EXERCISE_MAXIMA.weight),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const routineBodySchema = z.strictObject({
  name: text().trim().min(1, ROUTINE_FORM_MESSAGE).max(80),
  description: text().trim().max(500).default(''),
  frequency: z.enum(FREQUENCIES).default(''),
  exercises: z.array(exerciseSchema).min(1, ROUTINE_FORM_MESSAGE).max(50),
});
export type RoutineBody = z.input<typeof routineBodySchema>;

export const routineSchema = z.object({
  routineId: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string(),
  frequency: z.enum(FREQUENCIES),
  exercises: z.array(exerciseSchema),
});
export type Routine = z.infer<typeof routineSchema>;

export const routineParamsSchema = z.strictObject({ routineId: z.uuid('Unknown routine') });
export const exerciseParamsSchema = z.strictObject({
  routineId: z.uuid('Unknown routine'),
  index: z.coerce.number().int().min(0).max(49),
});

export const EXERCISE_FIELDS = ['sets', 'reps', 'weight'] as const;
export type ExerciseField = (typeof EXERCISE_FIELDS)[number];
export const incrementExerciseBodySchema = z.strictObject({ field: z.enum(EXERCISE_FIELDS) });

/** Whether one more set, rep or weight unit stays within the exercise's maxima. */
export function canIncrementExercise(exercise: Exercise, field: ExerciseField): boolean {
  return exercise[field] + 1 <= EXERCISE_MAXIMA[field];
}

/** Training only moves forward: sets and reps go up by one; a heavier weight starts them over. */
export function incrementExercise(exercise: Exercise, field: ExerciseField): Exercise {
  if (field === 'weight') return { ...exercise, weight: exercise.weight + 1, sets: 0, reps: 0 };
  return { ...exercise, [field]: exercise[field] + 1 };
}

/** The end of a session; the client's session id makes a retry harmless. */
export const trainingSessionBodySchema = z.strictObject({
  sessionId: z.uuid(),
  score: z.number().int().min(0).max(100_000),
});

export const routineLogSchema = z.object({
  id: z.string(),
  routineId: z.string().nullable(),
  routineName: z.string(),
  score: z.number().int(),
  date: z.string(),
});
export type RoutineLog = z.infer<typeof routineLogSchema>;

export const trainingSessionResultSchema = z.object({
  log: routineLogSchema,
  metric: z.string(),
  metricValue: z.number(),
});

export const routineLogsQuerySchema = z.strictObject({
  routineId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export function routineMetric(routineId: string): string {
  return `rout-${routineId}`;
}
