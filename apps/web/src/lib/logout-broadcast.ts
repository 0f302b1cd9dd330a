/**
 * Tells the app's other tabs that this browser signed out. BroadcastChannel reaches them at
 * once; the storage key is the fallback for browsers without it.
 */
const CHANNEL = 'gauntlet-auth';
const STORAGE_KEY = 'gauntlet:logout';

export function announceLogout(): void {
  if ('BroadcastChannel' in window) {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage('logout');
    channel.close();
  }
  localStorage.setItem(STORAGE_KEY, String(Date.now()));
}

export function onLogoutElsewhere(handler: () => void): () => void {
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : null;
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'logout') handler();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) handler();
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
