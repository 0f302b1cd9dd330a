const DEFAULT_BRIDGE_URL = 'ws://localhost:8787';
const STORAGE_KEY = 'gauntlet.device.bridgeUrl';

export function loadBridgeUrl(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) || DEFAULT_BRIDGE_URL;
  } catch {
    return DEFAULT_BRIDGE_URL;
  }
}

export function saveBridgeUrl(url: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, url);
  } catch {
    // Storage may be disabled; the URL then lasts until the page closes.
  }
}

/** A websocket URL (ws: or wss:), or null when `text` is not one. */
export function parseBridgeUrl(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'ws:' || url.protocol === 'wss:' ? url.href : null;
  } catch {
    return null;
  }
}
