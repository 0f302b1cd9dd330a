import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './app-shell';
import { RequireFlag, RequireLogin, RequireRole } from './guards';
import { PageSpinner } from '../components/page-spinner';
import { prefetchDashboard } from './routes/prefetch-dashboard';

/**
 * Screens outside the first load arrive as their own chunks. The spinner stands in for the
 * screen alone, so the shell (user bar, navigation) paints while the chunk of a first visit loads.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  hydrateFallbackElement: <PageSpinner wholeScreen />,
});

const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <AppShell />,
    children: [
      { index: true, ...page(() => import('./routes/home-page')) },
      { path: 'faq', ...page(() => import('./routes/faq-page')) },
      { path: 'terms-of-use', ...page(() => import('./routes/terms-page')) },
      { path: 'privacy-policy', ...page(() => import('./routes/privacy-page')) },
      { path: 'webmap', ...page(() => import('./routes/site-map-page')) },
      { path: 'unauthorized', ...page(() => import('./routes/unauthorized-page')) },
      { path: 'forgot-password', ...page(() => import('../features/account/routes/forgot-password-page')) },
      { path: 'reset-password', ...page(() => import('../features/account/routes/reset-password-page')) },
      { path: 'upgrade', ...page(() => import('./routes/upgrade-page')) },
      { path: 'deck', ...page(() => import('../features/slideshow/routes/deck-page')) },
      { path: 'tagger', ...page(() => import('../features/tagger/routes/tagger-page')) },
      { path: 'profile/show', ...page(() => import('./routes/profile-view-page')) },
      { path: 'profile/show/:uid', ...page(() => import('./routes/profile-view-page')) },
      {
        element: <RequireLogin />,
        children: [
          {
            path: 'dashboard',
            loader: () => {
              prefetchDashboard(queryClient);
              return null;
            },
            ...page(() => import('./routes/dashboard-page')),
          },
          { path: 'profile/edit', ...page(() => import('../features/profile/routes/edit-profile-page')) },
          { path: 'points', ...page(() => import('../features/points/routes/points-page')) },
          { path: 'newchallenge', ...page(() => import('../features/challenges/routes/new-challenge-page')) },
          { path: 'seechallenge', ...page(() => import('../features/challenges/routes/see-challenge-page')) },
          { path: 'seechallenge/:challengeId', ...page(() => import('../features/challenges/routes/see-challenge-page')) },
          { path: 'finishchallenge', ...page(() => import('../features/challenges/routes/finish-challenge-page')) },
          { path: 'metrics', ...page(() => import('../features/challenges/routes/metrics-page')) },
          { path: 'routines', ...page(() => import('../features/routines/routes/routines-page')) },
          { path: 'add-routine', ...page(() => import('../features/routines/routes/routines-page')) },
          { path: 'training', ...page(() => import('../features/routines/routes/training-page')) },
          { path: 'teaser', ...page(() => import('../features/slideshow/routes/slideshow-page')) },
          { path: 'coyote', ...page(() => import('../features/device/routes/device-page')) },
          { path: 'show-favs', ...page(() => import('../features/tagger/routes/favourites-page')) },
          { path: 'video', ...page(() => import('../features/tagger/routes/video-tagger-page')) },
          {
            element: <RequireRole role="admin" />,
            children: [{ path: 'admin', ...page(() => import('../features/admin/routes/admin-page')) }],
          },
          {
            element: <RequireFlag flag="premium_content" />,
            children: [
              { path: 'premium-challenges', ...page(() => import('../features/challenges/routes/premium-challenges-page')) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(routes(queryClient));
