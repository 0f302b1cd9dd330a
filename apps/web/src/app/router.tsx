import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './app-shell';
import { RequireFlag, RequireLogin, RequireRole } from './guards';
import { PageSpinner } from '../components/page-spinner';
import { prefetchDashboard } from './routes/prefetch-dashboard';
import { paths } from '../lib/paths';

/**
 * Screens outside the first load arrive as their own chunks. The spinner stands in for the
 * screen alone, so the shell (top bar, navigation) paints while the chunk of a first visit loads.
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
      { path: paths.faq, ...page(() => import('./routes/faq-page')) },
      { path: paths.terms, ...page(() => import('./routes/terms-page')) },
      { path: paths.privacy, ...page(() => import('./routes/privacy-page')) },
      { path: paths.siteMap, ...page(() => import('./routes/site-map-page')) },
      { path: paths.unauthorized, ...page(() => import('./routes/unauthorized-page')) },
      { path: paths.forgotPassword, ...page(() => import('../features/account/routes/forgot-password-page')) },
      { path: paths.resetPassword, ...page(() => import('../features/account/routes/reset-password-page')) },
      { path: paths.unsubscribe, ...page(() => import('../features/notifications/routes/unsubscribe-page')) },
      { path: paths.verifyEmail, ...page(() => import('../features/account/routes/verify-email-page')) },
      { path: paths.upgrade, ...page(() => import('./routes/upgrade-page')) },
      { path: paths.deck, ...page(() => import('../features/slideshow/routes/deck-page')) },
      { path: paths.tagger, ...page(() => import('../features/tagger/routes/tagger-page')) },
      { path: paths.ownProfile, ...page(() => import('./routes/profile-view-page')) },
      { path: paths.profile, ...page(() => import('./routes/profile-view-page')) },
      // A visitor who opens an invite link signs in or up on its page, and goes on to the invite there.
      { path: paths.partnerInvite, ...page(() => import('../features/partner/routes/invite-page')) },
      {
        element: <RequireLogin />,
        children: [
          {
            path: paths.dashboard,
            loader: () => {
              prefetchDashboard(queryClient);
              return null;
            },
            ...page(() => import('./routes/dashboard-page')),
          },
          { path: paths.editProfile, ...page(() => import('../features/profile/routes/edit-profile-page')) },
          { path: paths.notifications, ...page(() => import('../features/notifications/routes/notifications-page')) },
          { path: paths.points, ...page(() => import('../features/points/routes/points-page')) },
          { path: paths.partner, ...page(() => import('../features/partner/routes/partner-page')) },
          { path: paths.partnerPlayer, ...page(() => import('../features/partner/routes/partner-player-page')) },
          { path: paths.newChallenge, ...page(() => import('../features/challenges/routes/new-challenge-page')) },
          { path: paths.seeChallenge, ...page(() => import('../features/challenges/routes/see-challenge-page')) },
          { path: paths.challenge, ...page(() => import('../features/challenges/routes/see-challenge-page')) },
          { path: paths.finishChallenge, ...page(() => import('../features/challenges/routes/finish-challenge-page')) },
          { path: paths.metrics, ...page(() => import('../features/challenges/routes/metrics-page')) },
          { path: paths.routines, ...page(() => import('../features/routines/routes/routines-page')) },
          { path: paths.addRoutine, ...page(() => import('../features/routines/routes/routines-page')) },
          { path: paths.training, ...page(() => import('../features/routines/routes/training-page')) },
          { path: paths.slideshow, ...page(() => import('../features/slideshow/routes/slideshow-page')) },
          { path: paths.device, ...page(() => import('../features/device/routes/device-page')) },
          { path: paths.favourites, ...page(() => import('../features/tagger/routes/favourites-page')) },
          { path: paths.videoTagger, ...page(() => import('../features/tagger/routes/video-tagger-page')) },
          { path: paths.adminSetup, ...page(() => import('../features/admin/routes/admin-setup-page')) },
          {
            element: <RequireRole role="admin" />,
            children: [{ path: paths.admin, ...page(() => import('../features/admin/routes/admin-page')) }],
          },
          {
            element: <RequireFlag flag="premium_content" />,
            children: [
              { path: paths.premiumChallenges, ...page(() => import('../features/challenges/routes/premium-challenges-page')) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(routes(queryClient));
