import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MyProfile } from '@gauntlet/core';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { meQueryKey } from '../lib/query-keys';

export function makeProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    userId: '5b0d7c7e-1f7e-4b8e-9d55-7d1e4f6f1a01',
    userName: 'tester',
    email: 'tester@example.com',
    emailVerified: true,
    profilePicture: null,
    publicStats: false,
    publicActivity: false,
    showInRecentlyActive: false,
    lastLogin: '2026-01-02T03:04:05.000Z',
    rewardPoints: 0,
    punishmentPoints: 0,
    cancelPenalty: 0,
    timeZone: 'UTC',
    language: null,
    introDismissed: true,
    permissions: { role: 'basic', flags: [], subscriptionTier: 'free' },
    unreadNotifications: 0,
    ...overrides,
  };
}

/**
 * Renders routes in memory with the signed-in profile already known (`null` for a guest),
 * so screens and guards can be tested without a server.
 */
export function renderRoutes(
  routes: RouteObject[],
  options: { path?: string; me?: MyProfile | null } = {},
): ReturnType<typeof render> & { router: ReturnType<typeof createMemoryRouter> } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryKey, options.me ?? null);
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const view = renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export function renderPage(element: ReactElement, options: { me?: MyProfile | null } = {}) {
  return renderRoutes([{ path: '*', element }], options);
}

/**
 * Renders with the active language's catalogue: English, unless the test activated another. Every
 * screen needs a language to show its texts in.
 */
export function renderInLanguage(element: ReactElement, options?: RenderOptions) {
  return render(<I18nProvider i18n={i18n}>{element}</I18nProvider>, options);
}
