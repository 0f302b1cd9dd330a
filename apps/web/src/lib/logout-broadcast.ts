/**
 * Tells the app's other tabs that this browser signed out. BroadcastChannel reaches them at
 * once; the storage key is the fallback for browsers without it. Neither reaches the tab that
 * signed out: a channel never hears its own messages, so the tab posts and listens on one
 * channel, and storage events only fire in other tabs. (A tab that heard its own sign-out late
 * would clear a sign-in that followed it.)
 */
const CHANNEL = 'gauntlet-auth';
const STORAGE_KEY = 'gauntlet:logout';

let tabChannel: BroadcastChannel | null | undefined;
const channel = () => (tabChannel ??= 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : null);

export function announceLogout(): void {
  channel()?.postMessage('logout');
  localStorage.setItem(STORAGE_KEY, String(Date.now()));
}

export function onLogoutElsewhere(handler: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'logout') handler();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) handler();
  };
  channel()?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    channel()?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
