import { describe, expect, it } from 'vitest';
import { ROUTINE_FORM_MESSAGE } from '@gauntlet/core';
import { makeRoutine } from '../test-support/fixtures';
import { blankExercise, checkDraft, draftFromRoutine } from './routine-draft';

describe('checkDraft', () => {
  it('asks for a name and at least one exercise', () => {
    expect(checkDraft(draftFromRoutine()).message).toBe(ROUTINE_FORM_MESSAGE);
    const named = { ...draftFromRoutine(), name: 'Legs', exercises: [] };
    expect(checkDraft(named).message).toBe(ROUTINE_FORM_MESSAGE);
  });

  it('requires exercise names and numbers of 0 or more', () => {
    const draft = {
      ...draftFromRoutine(),
      name: 'Legs',
      exercises: [{ ...blankExercise(), sets: '-1', reps: '1.5', weight: '' }],
    };
    const check = checkDraft(draft);
    expect(check.body).toBeNull();
    expect(check.exerciseErrors[0]).toEqual({
      name: 'Exercise name is required',
      sets: 'Sets must be a whole number, 0 or more',
      reps: 'Reps must be a whole number, 0 or more',
      weight: 'Weight must be 0 or more',
    });
  });

  it('turns a valid draft into the request body, trimmed', () => {
    const draft = draftFromRoutine(makeRoutine({ name: ' Leg day ' }));
    expect(checkDraft(draft)).toEqual({
      message: null,
      exerciseErrors: [{}, {}],
      body: {
        name: 'Leg day',
        description: 'Squats and lunges.',
        frequency: '3x-week',
        exercises: makeRoutine().exercises,
      },
    });
  });
});
