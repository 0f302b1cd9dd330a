import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { ROUTINE_FORM_MESSAGE } from '@gauntlet/core';
import { makeProfile, renderRoutes } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import { ARMS_ID, LEGS_ID, makeRoutine } from '../test-support/fixtures';
import RoutinesPage from './routines-page';

const routes: RouteObject[] = [
  { path: '/routines', element: <RoutinesPage /> },
  { path: '/add-routine', element: <RoutinesPage /> },
  { path: '/training', element: <p>Training screen</p> },
];
const arms = makeRoutine({
  routineId: ARMS_ID,
  name: 'Arm day',
  description: '',
  frequency: '',
  exercises: [{ name: 'Curl', sets: 0, reps: 0, weight: 8 }],
});

const open = (path: string) => renderRoutes(routes, { path, me: makeProfile() });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RoutinesPage: list', () => {
  it('shows each routine with exercise count, frequency and its actions', async () => {
    mockApi({ 'GET /api/routines': { body: [makeRoutine(), arms] } });
    const { router } = open('/routines');
    const cards = await screen.findAllByTestId('routine-card');
    expect(cards).toHaveLength(2);
    const legs = within(cards[0]!);
    expect(legs.getByRole('heading', { name: 'Leg day' })).toBeTruthy();
    expect(legs.getByText('Squats and lunges.')).toBeTruthy();
    expect(legs.getByTestId('routine-exercise-count').textContent).toBe('2 exercises');
    expect(legs.getByTestId('routine-frequency').textContent).toBe('Frequency: 3x a week');
    expect(within(cards[1]!).getByTestId('routine-exercise-count').textContent).toBe('1 exercise');
    expect(within(cards[1]!).getByTestId('routine-frequency').textContent).toBe('Frequency: Not set');
    expect(legs.getByRole('link', { name: 'Train Leg day' }).getAttribute('href')).toBe(`/training?routine=${LEGS_ID}`);

    fireEvent.click(legs.getByRole('link', { name: 'Edit Leg day' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Routine name')).value).toBe('Leg day');
    expect(router.state.location.search).toBe(`?edit=${LEGS_ID}`);
  });

  it('shows the empty state and a load failure', async () => {
    mockApi({ 'GET /api/routines': { body: [] } });
    const view = open('/add-routine');
    expect(await screen.findByText('No routines found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Routine' }).getAttribute('href')).toBe('/add-routine?create=true');
    view.unmount();

    mockApi({ 'GET /api/routines': fail(500, 'internal', 'Boom') });
    open('/routines');
    expect(await screen.findByText('Failed to load routines')).toBeTruthy();
  });

  it('deletes only after the confirmation, then says so for 2 seconds', async () => {
    const routines = [makeRoutine(), arms];
    const api = mockApi({
      'GET /api/routines': () => ({ body: routines }),
      [`DELETE /api/routines/${LEGS_ID}`]: () => {
        routines.shift();
        return { body: { ok: true } };
      },
    });
    open('/routines');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Leg day' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this routine? This action cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `/api/routines/${LEGS_ID}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Leg day' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Routine' }));
    expect(await screen.findByText('Routine deleted successfully!')).toBeTruthy();
    expect(api.callsTo('DELETE', `/api/routines/${LEGS_ID}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('routine-card')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Routine deleted successfully!')).toBeNull(), { timeout: 3000 });
  });

  it('keeps the dialog open with the failure message when the delete fails', async () => {
    mockApi({
      'GET /api/routines': { body: [makeRoutine()] },
      [`DELETE /api/routines/${LEGS_ID}`]: fail(500, 'internal', 'Boom'),
    });
    open('/routines');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Leg day' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Routine' }));
    expect(await within(screen.getByRole('dialog')).findByText('Failed to delete routine')).toBeTruthy();
  });
});

describe('RoutinesPage: form', () => {
  it('refuses a routine without name or exercises, then creates it and returns to the list', async () => {
    const api = mockApi({
      'GET /api/routines': { body: [] },
      'POST /api/routines': (body) => ({ body: { ...makeRoutine(), ...(body as object) } }),
    });
    const { router } = open('/routines?create=true');
    expect(await screen.findByRole('heading', { name: 'New Routine' })).toBeTruthy();
    fireEvent.click(button('Create Routine'));
    expect(screen.getByTestId('routine-form-message').textContent).toBe(ROUTINE_FORM_MESSAGE);
    expect(screen.getByText('Exercise name is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Routine name'), { target: { value: 'Push day' } });
    fireEvent.click(button('Remove exercise 1'));
    fireEvent.click(button('Create Routine'));
    expect(screen.getByTestId('routine-form-message').textContent).toBe(ROUTINE_FORM_MESSAGE);
    expect(api.callsTo('POST', '/api/routines')).toHaveLength(0);

    fireEvent.click(button('Add Exercise'));
    fireEvent.change(screen.getByLabelText('Exercise name'), { target: { value: 'Bench press' } });
    fireEvent.change(screen.getByLabelText('Sets'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Reps'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Frequency'), { target: { value: 'weekly' } });
    expect(screen.getByLabelText<HTMLInputElement>('Sets').min).toBe('0');
    fireEvent.click(button('Create Routine'));

    expect(await screen.findByText('Routine created successfully!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/routines')[0]?.body).toEqual({
      name: 'Push day',
      description: '',
      frequency: 'weekly',
      exercises: [{ name: 'Bench press', sets: 3, reps: 8, weight: 60 }],
    });
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 3000 });
    expect(await screen.findByRole('heading', { name: 'Routines' })).toBeTruthy();
  });

  it('updates a routine in edit mode and reports a failure', async () => {
    const api = mockApi({
      'GET /api/routines': { body: [makeRoutine()] },
      [`PUT /api/routines/${LEGS_ID}`]: fail(500, 'internal', 'Boom'),
    });
    open(`/routines?edit=${LEGS_ID}`);
    const name = await screen.findByLabelText<HTMLInputElement>('Routine name');
    expect(screen.getAllByLabelText<HTMLInputElement>('Exercise name').map((input) => input.value)).toEqual(['Squat', 'Lunge']);
    fireEvent.change(name, { target: { value: 'Leg day 2' } });
    fireEvent.click(button('Update Routine'));
    expect(await screen.findByText('Failed to update routine')).toBeTruthy();

    api.routes[`PUT /api/routines/${LEGS_ID}`] = (body) => ({ body: { ...makeRoutine(), ...(body as object) } });
    fireEvent.click(button('Update Routine'));
    expect(await screen.findByText('Routine updated successfully!')).toBeTruthy();
    expect(api.callsTo('PUT', `/api/routines/${LEGS_ID}`)[1]?.body).toMatchObject({
      name: 'Leg day 2',
      exercises: makeRoutine().exercises,
    });
  });

  it('says so when the routine to edit is not there', async () => {
    mockApi({ 'GET /api/routines': { body: [] } });
    open('/routines?edit=missing');
    expect(await screen.findByText(/Routine not found/)).toBeTruthy();
  });
});
