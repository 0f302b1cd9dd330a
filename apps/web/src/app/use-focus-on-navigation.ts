import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a lazily loaded screen may take to show its heading before focus stays put. */
const WAIT_FOR_HEADING_MS = 5000;

/**
 * After an in-app navigation, focus moves to the new screen's main heading, so keyboard and
 * screen-reader users start reading the screen they asked for instead of the link they left.
 * The first load keeps the browser's own focus, and a screen that focuses something itself
 * (an autofocused field, a dialog) keeps that.
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
    const focusHeading = () => {
      const heading = container.querySelector('h1');
      if (!heading) return false;
      // Something on the new screen already took focus on purpose.
      if (document.activeElement && document.activeElement !== document.body && container.contains(document.activeElement)) {
        return true;
      }
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
