import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { Routine } from '@gauntlet/core';
import { makeProfile, renderRoutes } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import { LEGS_ID, makeRoutine } from '../test-support/fixtures';
import TrainingPage from './training-page';

const routes: RouteObject[] = [{ path: '/training', element: <TrainingPage /> }];
const ROW_HEIGHT = 60;

/** happy-dom has no layout: each exercise row gets a box by its place in the list. */
function fakeLayout() {
  // Kept to be called with the element as `this` (original.call(this) below).
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-testid="training-exercise"]');
    if (!row) return original.call(this);
    const index = [...(row.parentElement?.children ?? [])].indexOf(row);
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: ROW_HEIGHT - 10,
      right: 300,
      bottom: top + ROW_HEIGHT - 10,
      toJSON: () => ({}),
    };
  });
}

const names = () => screen.getAllByTestId('exercise-name').map((node) => node.textContent);

const press = async (target: HTMLElement, key: string, code: string) => {
  await act(async () => {
    fireEvent.keyDown(target, { key, code });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

/** Space on the handle picks the exercise up, ArrowUp moves it, Space drops it. */
async function moveUp(name: string) {
  const handle = screen.getByRole('button', { name: `Reorder ${name}` });
  handle.focus();
  await press(handle, ' ', 'Space');
  await press(handle, 'ArrowUp', 'ArrowUp');
  await press(handle, ' ', 'Space');
}

beforeEach(fakeLayout);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TrainingPage: reordering', () => {
  it('moves an exercise with the keyboard on its handle and saves the new order', async () => {
    const api = mockApi({
      'GET /api/routines': { body: [makeRoutine()] },
      [`PUT /api/routines/${LEGS_ID}`]: (body) => ({ body: { ...makeRoutine(), ...(body as Partial<Routine>) } }),
    });
    renderRoutes(routes, { path: `/training?routine=${LEGS_ID}`, me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Training' }));
    expect(names()).toEqual(['Squat', 'Lunge']);

    await moveUp('Lunge');

    await waitFor(() => expect(names()).toEqual(['Lunge', 'Squat']));
    expect(screen.getByTestId('training-progress').textContent).toBe('Exercise 1 of 2');
    await waitFor(() => expect(api.callsTo('PUT', `/api/routines/${LEGS_ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/routines/${LEGS_ID}`)[0]?.body).toEqual({
      name: 'Leg day',
      description: 'Squats and lunges.',
      frequency: '3x-week',
      exercises: [makeRoutine().exercises[1], makeRoutine().exercises[0]],
    });
  });

  it('puts the stored order back when the new order cannot be saved', async () => {
    mockApi({
      'GET /api/routines': { body: [makeRoutine()] },
      [`PUT /api/routines/${LEGS_ID}`]: fail(500, 'internal', 'Boom'),
    });
    renderRoutes(routes, { path: `/training?routine=${LEGS_ID}`, me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Training' }));
    await moveUp('Lunge');
    expect(await screen.findByText(/Failed to update routine/)).toBeTruthy();
    expect(names()).toEqual(['Squat', 'Lunge']);
  });
});
