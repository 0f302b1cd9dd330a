import type { Exercise } from '@gauntlet/core';
import { moveItem } from './move-item';

/** One exercise of the session, with a key that follows it when it is reordered. */
export interface TrainingItem {
  key: string;
  exercise: Exercise;
  done: boolean;
}

export interface TrainingState {
  items: TrainingItem[];
  /** Index of the focused exercise; -1 once the last one is done. */
  focus: number;
  /** True after the first update (a +1 or a Next); reordering is over from then on. */
  started: boolean;
  score: number;
  /** Sent with the session's end so a repeated request counts once. */
  sessionId: string;
}

export type TrainingAction =
  /** A +1 the server accepted: its routine's exercises, one more point. */
  | { type: 'updated'; exercises: Exercise[] }
  /** The focused exercise is done; focus moves on. */
  | { type: 'next' }
  /** Drag and drop before the start. */
  | { type: 'reordered'; from: number; to: number }
  /** The server's order, after a new order could not be saved. */
  | { type: 'restored'; exercises: Exercise[] }
  /** Start New Session. */
  | { type: 'reset'; sessionId: string };

const freshItems = (exercises: readonly Exercise[]): TrainingItem[] =>
  exercises.map((exercise, index) => ({ key: `exercise-${index}`, exercise, done: false }));

/** New exercise values in place, keeping each position's key and progress. */
function withExercises(items: TrainingItem[], exercises: readonly Exercise[]): TrainingItem[] {
  if (items.length !== exercises.length) return freshItems(exercises);
  return items.map((item, index) => ({ ...item, exercise: exercises[index] ?? item.exercise }));
}

/** Selecting a routine: focus on exercise 1, training not started. */
export function startTraining(exercises: readonly Exercise[], sessionId: string): TrainingState {
  return { items: freshItems(exercises), focus: exercises.length > 0 ? 0 : -1, started: false, score: 0, sessionId };
}

/**
 * A saved session picked up again: its place, score and order, with the routine's exercises as
 * the server holds them now. A routine whose number of exercises changed meanwhile starts over.
 */
export function resumeTraining(saved: TrainingState, exercises: readonly Exercise[]): TrainingState {
  if (saved.items.length !== exercises.length) return startTraining(exercises, saved.sessionId);
  return { ...saved, items: withExercises(saved.items, exercises) };
}

export function trainingReducer(state: TrainingState, action: TrainingAction): TrainingState {
  switch (action.type) {
    case 'updated':
      return { ...state, items: withExercises(state.items, action.exercises), started: true, score: state.score + 1 };
    case 'next': {
      if (state.focus < 0) return state;
      const items = state.items.map((item, index) => (index === state.focus ? { ...item, done: true } : item));
      const focus = state.focus + 1 < items.length ? state.focus + 1 : -1;
      return { ...state, items, focus, started: true };
    }
    case 'reordered':
      if (state.started || action.from === action.to) return state;
      return { ...state, items: moveItem(state.items, action.from, action.to), focus: 0 };
    case 'restored':
      return { ...state, items: withExercises(state.items, action.exercises), focus: 0 };
    case 'reset':
      return {
        ...state,
        items: state.items.map((item) => ({ ...item, done: false })),
        focus: state.items.length > 0 ? 0 : -1,
        started: false,
        score: 0,
        sessionId: action.sessionId,
      };
  }
}

/** True once every exercise is done. */
export const isFinished = (state: TrainingState) => state.items.length > 0 && state.focus === -1;
