import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a lazily loaded screen may take to show its heading before focus stays put. */
const WAIT_FOR_HEADING_MS = 5000;

/**
 * After an in-app navigation, focus moves to the new screen's main heading, so keyboard and
 * screen-reader users start reading the screen they asked for instead of the link they left.
 * The first load keeps the browser's own focus, and a screen that focuses something itself
 * (an autofocused field, a dialog) keeps that. Nor is focus taken back once the user has moved it
 * while the screen was loading (into the phone menu, say).
 */
export function useFocusHeadingOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const container = main.current;
    if (!container) return;
    const focusedAtNavigation = document.activeElement;
    const focusedOnPurpose = () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return false;
      return container.contains(focused) || focused !== focusedAtNavigation;
    };
    const focusHeading = () => {
      const heading = container.querySelector('h1');
      if (!heading) return false;
      if (focusedOnPurpose()) return true;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, main]);
}
