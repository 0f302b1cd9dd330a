import { act, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '@gauntlet/core';
import { makeProfile, renderInLanguage } from '../test/render';
import { activateLanguage } from '../lib/i18n';
import { meQueryKey } from '../lib/query-keys';
import { UserBar } from './user-bar';

function renderUserBar(me: MyProfile) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, me);
  const router = createMemoryRouter([{ path: '*', element: <UserBar /> }]);
  renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // As the profile event stream does: the live fields replace the cached ones. React Query tells
  // its observers on the next tick of the (fake) clock.
  const live = (fields: Partial<MyProfile>) =>
    act(() => {
      queryClient.setQueryData<MyProfile>(meQueryKey, (current) => ({ ...current!, ...fields }));
      vi.advanceTimersByTime(0);
    });
  return { live };
}

const announcement = () => screen.getByTestId('user-bar-points-announcement');

afterEach(() => {
  vi.useRealTimers();
});

describe('the user bar’s points', () => {
  it('link to the points history and show no change on the first render', () => {
    renderUserBar(makeProfile({ rewardPoints: 20, punishmentPoints: 4 }));
    expect(screen.getByTestId('user-bar-rp').textContent).toBe('RP 20');
    expect(screen.getByRole('link', { name: 'RP 20' }).getAttribute('href')).toBe('/points');
    expect(screen.getByRole('link', { name: 'PP 4' }).getAttribute('href')).toBe('/points');
    expect(screen.queryByTestId('user-bar-rp-change')).toBeNull();
    expect(announcement().getAttribute('aria-live')).toBe('polite');
    expect(announcement().textContent).toBe('');
  });

  it('show a live change beside the number for a moment and announce it politely', () => {
    vi.useFakeTimers();
    const { live } = renderUserBar(makeProfile({ rewardPoints: 20, punishmentPoints: 4 }));
    live({ rewardPoints: 28 });
    expect(screen.getByTestId('user-bar-rp').textContent).toBe('RP 28');
    expect(screen.getByTestId('user-bar-rp-change').textContent).toBe('+8 RP');
    expect(screen.getByTestId('user-bar-rp-change').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('user-bar-pp-change')).toBeNull();
    expect(announcement().textContent).toBe('+8 RP, now 28 RP.');

    live({ rewardPoints: 27, punishmentPoints: 2 });
    expect(screen.getByTestId('user-bar-rp-change').textContent).toBe('\u22121 RP');
    expect(screen.getByTestId('user-bar-pp-change').textContent).toBe('\u22122 PP');
    expect(announcement().textContent).toBe('\u22121 RP, now 27 RP. \u22122 PP, now 2 PP.');

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.queryByTestId('user-bar-rp-change')).toBeNull();
    expect(screen.queryByTestId('user-bar-pp-change')).toBeNull();
    expect(announcement().textContent).toBe('');
  });
});

describe('the user bar’s points in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('name the balances PR and PC, with thousands marked, and announce a change in Spanish', () => {
    vi.useFakeTimers();
    const { live } = renderUserBar(makeProfile({ rewardPoints: 1200, punishmentPoints: 4 }));
    expect(screen.getByTestId('user-bar-rp').textContent).toBe('PR 1.200');
    expect(screen.getByTestId('user-bar-pp').getAttribute('title')).toBe('Puntos de castigo: mira por qué han cambiado');
    live({ rewardPoints: 1208 });
    expect(screen.getByTestId('user-bar-rp-change').textContent).toBe('+8 PR');
    expect(announcement().textContent).toBe('+8 PR, ahora 1.208 PR.');
  });
});
