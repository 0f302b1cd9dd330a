import { t } from '@lingui/core/macro';
import { EXERCISE_MAXIMA, routineBodySchema, type Frequency, type Routine, type RoutineBody } from '@gauntlet/core';

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

const isWholeNumber = (value: number) => Number.isInteger(value) && value >= 0;

function setsError(sets: number): string | undefined {
  if (!isWholeNumber(sets)) return t`Sets must be a whole number, 0 or more`;
  if (sets > EXERCISE_MAXIMA.sets) return t`Sets must be at most ${{ maxSets: EXERCISE_MAXIMA.sets }}`;
  return undefined;
}

function repsError(reps: number): string | undefined {
  if (!isWholeNumber(reps)) return t`Reps must be a whole number, 0 or more`;
  if (reps > EXERCISE_MAXIMA.reps) return t`Reps must be at most ${{ maxReps: EXERCISE_MAXIMA.reps }}`;
  return undefined;
}

function weightError(weight: number): string | undefined {
  if (!Number.isFinite(weight) || weight < 0) return t`Weight must be 0 or more`;
  if (weight > EXERCISE_MAXIMA.weight) return t`Weight must be at most ${{ maxWeight: EXERCISE_MAXIMA.weight }}`;
  return undefined;
}

/** Core's routine rules name the form's problem in English; the form shows it in the reader's language. */
const formMessage = () => t`Please fill in routine name and add at least one exercise.`;

function exerciseErrors(exercise: ExerciseDraft): ExerciseErrors {
  const errors: ExerciseErrors = {
    name: exercise.name.trim() ? undefined : t`Exercise name is required`,
    sets: setsError(toNumber(exercise.sets)),
    reps: repsError(toNumber(exercise.reps)),
    weight: weightError(toNumber(exercise.weight)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => text !== undefined));
}

/** Checks the form as the server would: name and at least one exercise, every exercise complete. */
export function checkDraft(draft: RoutineDraft): DraftCheck {
  const errors = draft.exercises.map(exerciseErrors);
  if (!draft.name.trim() || draft.exercises.length === 0) {
    return { message: formMessage(), exerciseErrors: errors, body: null };
  }
  if (errors.some((entry) => Object.keys(entry).length > 0)) {
    return { message: t`Please complete every exercise.`, exerciseErrors: errors, body: null };
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
    // Beyond what the fields already limit (lengths, the number of exercises).
    return { message: t`Some of this routine cannot be saved. Check it and try again.`, exerciseErrors: errors, body: null };
  }
  return { message: null, exerciseErrors: errors, body: parsed.data };
}
