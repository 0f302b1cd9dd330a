import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { APP_NAME } from '@gauntlet/core';
import { useMe } from '../lib/session';
import { useQueuedCheckInSender } from '../features/challenges';
import { MainNav } from './main-nav';
import { OfflineBanner } from './offline-banner';
import { useProfileLanguage } from '../lib/use-language';
import { useFocusHeadingOnNavigation } from './use-focus-on-navigation';
import { paths } from '../lib/paths';
import { lazyAfterFirstScreen } from '../lib/after-first-screen';

// The service worker (its precaching) and its update prompt start after the first screen, and only
// in a build; so do the user bar and the language switch, the footer. Only a signed-in user has the
// bar and listens for the session's news: a guest never fetches them. The session watch comes at
// once, so that a request refused for want of a session is never missed.
const UpdatePrompt = lazyAfterFirstScreen(() => import('./update-prompt').then((module) => module.default));
const UserBar = lazyAfterFirstScreen(() => import('./user-bar').then((module) => module.UserBar));
const SessionWatch = lazy(() => import('./session-watch').then((module) => ({ default: module.SessionWatch })));
const LanguageSwitch = lazyAfterFirstScreen(() => import('./language-switch').then((module) => module.LanguageSwitch));
const hasServiceWorker = import.meta.env.PROD && 'serviceWorker' in navigator;

const NAV_ID = 'main-nav';

/**
 * The phone menu: the button opens it and focus moves to its first link; the button, Escape
 * (focus goes back to the button), going to another screen and tabbing out of it close it.
 */
function usePhoneMenu(button: React.RefObject<HTMLButtonElement | null>, nav: React.RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) setOpen(false);
  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !nav.current?.contains(next) && next !== button.current) setOpen(false);
    };
    const navElement = nav.current;
    document.addEventListener('keydown', closeOnEscape);
    navElement?.addEventListener('focusout', closeWhenFocusLeaves);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      navElement?.removeEventListener('focusout', closeWhenFocusLeaves);
    };
  }, [open, button, nav]);
  const toggle = () => {
    setOpenedAt(pathname);
    setOpen(!open);
  };
  return { open, toggle };
}

/**
 * Publishes the top bar's real height as --app-bar-height: on a phone it may wrap to two rows,
 * and what sits right under it (the sticky navigation, the full-screen slideshow) follows.
 */
function usePublishedHeight(element: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty('--app-bar-height', `${target.offsetHeight}px`),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
}

export function AppShell() {
  const { data: me } = useMe();
  const main = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const { open: menuOpen, toggle: toggleMenu } = usePhoneMenu(menuButton, nav);
  const appBar = useRef<HTMLElement>(null);
  usePublishedHeight(appBar);
  useQueuedCheckInSender(me?.userId);
  useProfileLanguage(me);
  useFocusHeadingOnNavigation(main);

  return (
    <>
      <a href="#main" className="skip-link visually-hidden-focusable">
        {t`Skip to content`}
      </a>
      <header ref={appBar} className="app-bar">
        <button
          ref={menuButton}
          type="button"
          className="app-bar-menu"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={toggleMenu}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t`Menu`}</span>
        </button>
        <Link to={paths.home} className={me ? 'app-bar-brand signed-in' : 'app-bar-brand'}>
          {APP_NAME}
        </Link>
        {me && (
          <Suspense fallback={null}>
            <UserBar />
            <SessionWatch userId={me.userId} />
          </Suspense>
        )}
      </header>
      <div className="app-layout">
        <MainNav ref={nav} id={NAV_ID} me={me} open={menuOpen} />
        <main id="main" ref={main} className="app-main" tabIndex={-1}>
          {hasServiceWorker && (
            <Suspense fallback={null}>
              <UpdatePrompt />
            </Suspense>
          )}
          <OfflineBanner />
          <Outlet />
          <Suspense fallback={null}>
            <LanguageSwitch />
          </Suspense>
        </main>
      </div>
    </>
  );
}
