import type { Routine, RoutineLog } from '@gauntlet/core';

export const USER_ID = '5b0d7c7e-1f7e-4b8e-9d55-7d1e4f6f1a01';
export const LEGS_ID = '1d3c1b1a-6a4e-4c43-9c5d-2f1a7e0b0a11';
export const ARMS_ID = '2e4d2c2b-7b5f-4d54-8d6e-3a2b8f1c1b22';

export function makeRoutine(overrides: Partial<Routine> = {}): Routine {
  return {
    routineId: LEGS_ID,
    userId: USER_ID,
    name: 'Leg day',
    description: 'Squats and lunges.',
    frequency: '3x-week',
    exercises: [
      { name: 'Squat', sets: 3, reps: 10, weight: 40 },
      { name: 'Lunge', sets: 2, reps: 12, weight: 0 },
    ],
    ...overrides,
  };
}

export function makeLog(overrides: Partial<RoutineLog> = {}): RoutineLog {
  return {
    id: '9f8e7d6c-5b4a-4321-9abc-def012345678',
    routineId: LEGS_ID,
    routineName: 'Leg day',
    score: 5,
    date: '2026-03-09T12:00:00.000Z',
    ...overrides,
  };
}
