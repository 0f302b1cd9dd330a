import { ROUTINE_FORM_MESSAGE, routineBodySchema, type Frequency, type Routine, type RoutineBody } from '@gauntlet/core';

/** One exercise row of the routine form; numbers stay text while they are typed. */
export interface ExerciseDraft {
  key: string;
  name: string;
  sets: string;
  reps: string;
  weight: string;
}

export interface RoutineDraft {
  name: string;
  description: string;
  frequency: Frequency;
  exercises: ExerciseDraft[];
}

export type ExerciseErrors = Partial<Record<'name' | 'sets' | 'reps' | 'weight', string>>;

export interface DraftCheck {
  /** The form-level message, or null. */
  message: string | null;
  /** Field problems per exercise row, in the rows' order. */
  exerciseErrors: ExerciseErrors[];
  /** What the server receives, when the draft is valid. */
  body: RoutineBody | null;
}

/** The routine contract accepts at most 50 exercises. */
export const MAX_EXERCISES = 50;

let nextKey = 0;
const newKey = () => `exercise-row-${++nextKey}`;

export function blankExercise(): ExerciseDraft {
  return { key: newKey(), name: '', sets: '0', reps: '0', weight: '0' };
}

/** The form's start: a routine being edited, or a new routine with one empty exercise. */
export function draftFromRoutine(routine?: Routine): RoutineDraft {
  if (!routine) return { name: '', description: '', frequency: '', exercises: [blankExercise()] };
  return {
    name: routine.name,
    description: routine.description,
    frequency: routine.frequency,
    exercises: routine.exercises.map((exercise) => ({
      key: newKey(),
      name: exercise.name,
      sets: String(exercise.sets),
      reps: String(exercise.reps),
      weight: String(exercise.weight),
    })),
  };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function wholeNumberError(label: string, value: number, max: number): string | undefined {
  if (!Number.isInteger(value) || value < 0) return `${label} must be a whole number, 0 or more`;
  if (value > max) return `${label} must be at most ${max}`;
  return undefined;
}

function weightError(value: number): string | undefined {
  if (!Number.isFinite(value) || value < 0) return 'Weight must be 0 or more';
  if (value > 10_000) return 'Weight must be at most 10000';
  return undefined;
}

function exerciseErrors(exercise: ExerciseDraft): ExerciseErrors {
  const errors: ExerciseErrors = {
    name: exercise.name.trim() ? undefined : 'Exercise name is required',
    sets: wholeNumberError('Sets', toNumber(exercise.sets), 1000),
    reps: wholeNumberError('Reps', toNumber(exercise.reps), 10_000),
    weight: weightError(toNumber(exercise.weight)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => text !== undefined));
}

/** Checks the form as the server would: name and at least one exercise, every exercise complete. */
export function checkDraft(draft: RoutineDraft): DraftCheck {
  const errors = draft.exercises.map(exerciseErrors);
  if (!draft.name.trim() || draft.exercises.length === 0) {
    return { message: ROUTINE_FORM_MESSAGE, exerciseErrors: errors, body: null };
  }
  if (errors.some((entry) => Object.keys(entry).length > 0)) {
    return { message: 'Please complete every exercise.', exerciseErrors: errors, body: null };
  }
  const parsed = routineBodySchema.safeParse({
    name: draft.name.trim(),
    description: draft.description.trim(),
    frequency: draft.frequency,
    exercises: draft.exercises.map((exercise) => ({
      name: exercise.name.trim(),
      sets: toNumber(exercise.sets),
      reps: toNumber(exercise.reps),
      weight: toNumber(exercise.weight),
    })),
  });
  if (!parsed.success) {
    return { message: parsed.error.issues[0]?.message ?? ROUTINE_FORM_MESSAGE, exerciseErrors: errors, body: null };
  }
  return { message: null, exerciseErrors: errors, body: parsed.data };
}
