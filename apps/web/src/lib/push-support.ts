/**
 * Whether this browser can receive and show Web Push at all: it needs a service worker, the Push
 * API and notifications. (Safari on iOS has them only for an app added to the home screen.)
 */
export function browserSupportsPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}
