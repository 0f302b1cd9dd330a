/**
 * Whether this browser can receive Web Push at all: it needs a service worker and the Push API.
 * (Safari on iOS has them only for an app added to the home screen.)
 */
export function browserSupportsPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window;
}
