import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { incrementExercise, type ExerciseField, type Routine } from '@gauntlet/core';
import { makeProfile, renderRoutes } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import { ARMS_ID, LEGS_ID, makeRoutine } from '../test-support/fixtures';
import TrainingPage from './training-page';

const routes: RouteObject[] = [
  { path: '/training', element: <TrainingPage /> },
  { path: '/routines', element: <p>Routines screen</p> },
  { path: '/dashboard', element: <p>Dashboard screen</p> },
];
const arms = makeRoutine({ routineId: ARMS_ID, name: 'Arm day', exercises: [{ name: 'Curl', sets: 0, reps: 0, weight: 8 }] });
const SESSIONS = `POST /api/routines/${LEGS_ID}/sessions`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A server double for one routine: increments apply the core rule, sessions are logged. */
function trainingServer(routine: Routine = makeRoutine()) {
  let stored = routine;
  const routes: Record<string, Parameters<typeof mockApi>[0][string]> = {
    'GET /api/routines': () => ({ body: [stored, arms] }),
    [`PUT /api/routines/${LEGS_ID}`]: (body) => {
      stored = { ...stored, ...(body as Partial<Routine>) };
      return { body: stored };
    },
    [SESSIONS]: (body) => ({
      body: {
        log: {
          id: 'l1',
          routineId: LEGS_ID,
          routineName: stored.name,
          score: 0,
          date: '2026-03-09T12:00:00.000Z',
          ...(body as object),
        },
        metric: `rout-${LEGS_ID}`,
        metricValue: 1,
      },
    }),
  };
  stored.exercises.forEach((_, index) => {
    routes[`POST /api/routines/${LEGS_ID}/exercises/${index}/increment`] = (body) => {
      const { field } = body as { field: ExerciseField };
      stored = {
        ...stored,
        exercises: stored.exercises.map((exercise, position) =>
          position === index ? incrementExercise(exercise, field) : exercise,
        ),
      };
      return { body: stored };
    };
  });
  return mockApi(routes);
}

const open = (path = '/training') => renderRoutes(routes, { path, me: makeProfile() });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const handles = () => screen.queryAllByRole('button', { name: /^Reorder / });

async function startLegDay() {
  fireEvent.change(await screen.findByLabelText('Routine'), { target: { value: LEGS_ID } });
  fireEvent.click(button('Start Training'));
  await screen.findByRole('heading', { name: 'Leg day' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TrainingPage', () => {
  it('offers to create a routine when there is none', async () => {
    mockApi({ 'GET /api/routines': { body: [] } });
    open();
    expect(await screen.findByText('No Routines Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Routine' }).getAttribute('href')).toBe('/routines?create=true');
  });

  it('keeps Start Training disabled until a routine is chosen', async () => {
    trainingServer();
    open();
    const select = await screen.findByLabelText<HTMLSelectElement>('Routine');
    expect(select.value).toBe('');
    expect(within(select).getByRole('option', { name: 'Choose a routine to start training...' })).toBeTruthy();
    expect(button('Start Training').disabled).toBe(true);
    fireEvent.change(select, { target: { value: ARMS_ID } });
    expect(button('Start Training').disabled).toBe(false);
  });

  it('preselects the routine of the query parameter', async () => {
    trainingServer();
    open(`/training?routine=${LEGS_ID}`);
    expect((await screen.findByLabelText<HTMLSelectElement>('Routine')).value).toBe(LEGS_ID);
    expect(button('Start Training').disabled).toBe(false);
  });

  it('counts +1 Set in the score, hides the drag handles, and ends with one saved session', async () => {
    const api = trainingServer();
    open();
    await startLegDay();
    expect(screen.getByTestId('training-exercise-count').textContent).toBe('2 exercises');
    expect(screen.getByTestId('training-progress').textContent).toBe('Exercise 1 of 2');
    expect(screen.queryByTestId('training-score')).toBeNull();
    expect(handles()).toHaveLength(2);
    const [squat, lunge] = screen.getAllByTestId('training-exercise');
    expect(within(squat!).getByTestId('exercise-values').textContent).toBe('3 x 10 @ 40 kg');
    expect(within(lunge!).getByText('Waiting')).toBeTruthy();

    fireEvent.click(button('+1 Set'));
    await waitFor(() => expect(screen.getByTestId('training-score').textContent).toBe('Score: 1'));
    expect(handles()).toHaveLength(0);
    expect(within(squat!).getByTestId('exercise-values').textContent).toBe('4 x 10 @ 40 kg');
    expect(api.callsTo('POST', `/api/routines/${LEGS_ID}/exercises/0/increment`)[0]?.body).toEqual({ field: 'sets' });

    fireEvent.click(button('+1 kg'));
    await waitFor(() => expect(screen.getByTestId('training-score').textContent).toBe('Score: 2'));
    expect(within(squat!).getByTestId('exercise-values').textContent).toBe('0 x 0 @ 41 kg');

    fireEvent.click(button('Next'));
    expect(screen.getByTestId('training-progress').textContent).toBe('Exercise 2 of 2');
    expect(within(squat!).getByText('Complete')).toBeTruthy();
    fireEvent.click(button('+1 Rep'));
    await waitFor(() => expect(screen.getByTestId('training-score').textContent).toBe('Score: 3'));
    expect(api.callsTo('POST', `/api/routines/${LEGS_ID}/exercises/1/increment`)[0]?.body).toEqual({ field: 'reps' });
    fireEvent.click(button('Next'));

    expect(await screen.findByText('Workout Complete!')).toBeTruthy();
    const sessions = api.callsTo('POST', `/api/routines/${LEGS_ID}/sessions`);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.body).toEqual({ sessionId: expect.stringMatching(UUID), score: 3 });
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');

    fireEvent.click(button('Start New Session'));
    expect(screen.getByTestId('training-progress').textContent).toBe('Exercise 1 of 2');
    expect(screen.queryByTestId('training-score')).toBeNull();
    expect(handles()).toHaveLength(2);
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    await screen.findByText('Workout Complete!');
    const next = api.callsTo('POST', `/api/routines/${LEGS_ID}/sessions`)[1]?.body as { sessionId: string; score: number };
    expect(next.score).toBe(0);
    expect(next.sessionId).not.toBe((sessions[0]?.body as { sessionId: string }).sessionId);
  });

  it('goes on after a reload with the session in progress, and starts afresh once it is complete or left', async () => {
    const api = trainingServer();
    const first = open();
    await startLegDay();
    fireEvent.click(button('+1 Set'));
    await waitFor(() => expect(screen.getByTestId('training-score').textContent).toBe('Score: 1'));
    fireEvent.click(button('Next'));
    first.unmount();

    const reloaded = open();
    expect(await screen.findByRole('heading', { name: 'Leg day' })).toBeTruthy();
    expect(screen.getByTestId('training-progress').textContent).toBe('Exercise 2 of 2');
    expect(screen.getByTestId('training-score').textContent).toBe('Score: 1');
    const [squat] = screen.getAllByTestId('training-exercise');
    expect(within(squat!).getByText('Complete')).toBeTruthy();
    expect(within(squat!).getByTestId('exercise-values').textContent).toBe('4 x 10 @ 40 kg');
    expect(handles()).toHaveLength(0);
    fireEvent.click(button('Next'));
    expect(await screen.findByText('Workout Complete!')).toBeTruthy();
    const sessions = api.callsTo('POST', `/api/routines/${LEGS_ID}/sessions`);
    expect(sessions.map((call) => (call.body as { score: number }).score)).toEqual([1]);
    reloaded.unmount();

    // Complete, the session is not picked up again: the next visit starts at the choice of routine.
    const afterwards = open();
    expect(await screen.findByLabelText('Routine')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Routine'), { target: { value: LEGS_ID } });
    fireEvent.click(button('Start Training'));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose another routine' }));
    afterwards.unmount();
    open();
    expect(await screen.findByLabelText('Routine')).toBeTruthy();
  });

  it('offers a retry with the same session id when the session cannot be saved', async () => {
    const api = trainingServer();
    const saved = api.routes[SESSIONS]!;
    api.routes[SESSIONS] = fail(500, 'internal', 'Boom');
    open();
    await startLegDay();
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    expect(await screen.findByTestId('session-save-error')).toBeTruthy();
    api.routes[SESSIONS] = saved;
    fireEvent.click(button('Retry'));
    expect(await screen.findByText('Workout Complete!')).toBeTruthy();
    const [first, second] = api.callsTo('POST', `/api/routines/${LEGS_ID}/sessions`);
    expect(second?.body).toEqual(first?.body);
  });
});
