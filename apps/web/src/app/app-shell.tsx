import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from 'react-router';
import { onLogoutElsewhere } from '../lib/logout-broadcast';
import { useMe } from '../lib/session';
import { useProfileStream } from '../features/profile';
import { useQueuedCheckInSender } from '../features/challenges';
import { meQueryKey } from '../lib/query-keys';
import { forgetCachedData } from '../lib/cached-data';
import { OfflineBanner } from './offline-banner';
import { LanguageSwitch } from './language-switch';
import { useProfileLanguage } from '../lib/use-language';

/** Resolves once the page has loaded and the browser is idle, so the first screen never shares the network with precaching. */
const afterLoadAndIdle = () =>
  new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback: a second after load stands in for it.
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 5000 }) : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

// The service worker (its precaching) and its update prompt start after the first screen, and only in a build.
const UpdatePrompt = lazy(() => afterLoadAndIdle().then(() => import('./update-prompt')));
// Only a signed-in user has the bar: a guest never fetches it, and the first load stays small.
const UserBar = lazy(() => import('./user-bar'));
const hasServiceWorker = import.meta.env.PROD && 'serviceWorker' in navigator;

export function AppShell() {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useProfileStream(me?.userId);
  useQueuedCheckInSender(me?.userId);
  useProfileLanguage(me);

  useEffect(
    () =>
      onLogoutElsewhere(() => {
        queryClient.clear();
        queryClient.setQueryData(meQueryKey, null);
        void forgetCachedData();
        void navigate('/');
      }),
    [queryClient, navigate],
  );

  return (
    <>
      {me && (
        <Suspense fallback={null}>
          <UserBar />
        </Suspense>
      )}
      <nav className="left-panel" aria-label="Main">
        <Link to="/" className="left-panel-link">
          <span aria-hidden="true">⌂</span> Home
        </Link>
      </nav>
      <main className={me ? 'app-main with-user-bar' : 'app-main'}>
        {hasServiceWorker && (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        )}
        <OfflineBanner />
        <Outlet />
        <LanguageSwitch />
      </main>
    </>
  );
}
