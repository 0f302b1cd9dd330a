import { lazy, type ComponentType } from 'react';

/** How long the first screen may take to show its heading before what waits for it comes anyway. */
const HEADING_WAIT_MS = 5000;

/** Resolves once a screen's heading is in the main region, or after HEADING_WAIT_MS. */
const headingDrawn = () =>
  new Promise<void>((resolve) => {
    const drawn = () => document.querySelector('main h1') !== null;
    if (drawn()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (drawn()) done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(done, HEADING_WAIT_MS);
  });

/** Resolves once the page has loaded and the browser is idle. */
const loadedAndIdle = () =>
  new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback: a second after load stands in for it.
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 5000 }) : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

let firstScreen: Promise<void> | undefined;
/** Resolves once the app's first screen has been drawn, its page has loaded and the browser is idle. */
const afterFirstScreen = () => (firstScreen ??= headingDrawn().then(loadedAndIdle));

/**
 * A part of the app around the screen (the user bar, the menu's switches, the update prompt)
 * whose code is fetched only once the first screen has been drawn. On a slow phone the screen's
 * own code, data and rendering then never wait behind it, and what the screen shows is there
 * first; the service worker's precaching never shares the network with the screen either.
 */
export function lazyAfterFirstScreen<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    afterFirstScreen()
      .then(load)
      .then((component) => ({ default: component })),
  );
}
