import { describe, expect, it } from 'vitest';
import { makeRoutine } from '../test-support/fixtures';
import { moveItem } from './move-item';
import { isFinished, startTraining, trainingReducer } from './training-session';

const exercises = [
  { name: 'A', sets: 0, reps: 0, weight: 0 },
  { name: 'B', sets: 0, reps: 0, weight: 0 },
  { name: 'C', sets: 0, reps: 0, weight: 0 },
];
const names = (state: ReturnType<typeof startTraining>) => state.items.map((item) => item.exercise.name);

describe('moveItem', () => {
  it('moves one entry and leaves the input alone', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(list, 1, 5)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('trainingReducer', () => {
  it('starts on exercise 1, not started, score 0', () => {
    const state = startTraining(exercises, 'session-1');
    expect(state).toMatchObject({ focus: 0, started: false, score: 0, sessionId: 'session-1' });
  });

  it('reorders before the start, focusing the first exercise again, and keeps the keys with the exercises', () => {
    const state = trainingReducer(startTraining(exercises, 's'), { type: 'reordered', from: 2, to: 0 });
    expect(names(state)).toEqual(['C', 'A', 'B']);
    expect(state.items.map((item) => item.key)).toEqual(['exercise-2', 'exercise-0', 'exercise-1']);
    expect(state.focus).toBe(0);
  });

  it('counts a point per update, starts training and then refuses to reorder', () => {
    let state = startTraining(exercises, 's');
    const updated = makeRoutine().exercises.slice(0, 1).concat(exercises.slice(1));
    state = trainingReducer(state, { type: 'updated', exercises: updated });
    expect(state).toMatchObject({ score: 1, started: true });
    expect(state.items[0]?.exercise).toEqual(updated[0]);
    expect(trainingReducer(state, { type: 'reordered', from: 0, to: 1 })).toBe(state);
  });

  it('walks through the exercises with Next to focus -1, and a new session starts over', () => {
    let state = startTraining(exercises, 's');
    for (let step = 0; step < 3; step++) state = trainingReducer(state, { type: 'next' });
    expect(state.focus).toBe(-1);
    expect(isFinished(state)).toBe(true);
    expect(state.items.every((item) => item.done)).toBe(true);
    state = trainingReducer(state, { type: 'reset', sessionId: 's2' });
    expect(state).toMatchObject({ focus: 0, started: false, score: 0, sessionId: 's2' });
    expect(state.items.some((item) => item.done)).toBe(false);
  });
});
