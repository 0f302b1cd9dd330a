import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the server can be reached. The browser's `navigator.onLine` only knows about the
 * device's own link: on a network without internet, or behind a captive portal, it stays true
 * while every request fails. So a request that could not reach the server also counts as
 * offline, until a request gets an answer again (a probe asks every few seconds meanwhile).
 * React Query follows it: queries wait instead of failing while offline.
 */
const PROBE_INTERVAL_MS = 5000;
const PROBE_PATH = '/api/health';

let unreachable = false;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

const isOnline = () => navigator.onLine && !unreachable;

function changed(): void {
  onlineManager.setOnline(isOnline());
  for (const listener of listeners) listener();
}

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  clearInterval(probe);
  if (value) {
    probe = setInterval(() => {
      fetch(PROBE_PATH, { method: 'GET', cache: 'no-store' }).then(
        () => setUnreachable(false),
        () => undefined,
      );
    }, PROBE_INTERVAL_MS);
  }
  changed();
}

/** The API client's report: the server answered (true) or could not be reached (false). */
export function reportReachable(reached: boolean): void {
  setUnreachable(!reached);
}

/** Calls `handler` whenever the app goes from offline to online. */
export function onBackOnline(handler: () => void): () => void {
  let was = isOnline();
  const listener = () => {
    const now = isOnline();
    if (now && !was) handler();
    was = now;
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

if (typeof window !== 'undefined') {
  // The device has a link again: try the server at once rather than wait for the probe.
  window.addEventListener('online', () => {
    if (unreachable) setUnreachable(false);
    else changed();
  });
  window.addEventListener('offline', changed);
  onlineManager.setOnline(isOnline());
}

/** Whether the app can reach the server; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
