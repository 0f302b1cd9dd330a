const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may send mutations (and sign in): BASE_URL's first, then the extra
 * TRUSTED_ORIGINS. When BASE_URL names this machine's loopback interface, its other loopback
 * names with the same scheme and port are the same app too, so opening http://127.0.0.1:3000
 * instead of http://localhost:3000 works.
 */
export function allowedOrigins(baseUrl: string, extra: readonly string[]): string[] {
  const base = new URL(baseUrl);
  const loopback = LOOPBACK_HOSTS.includes(base.hostname)
    ? LOOPBACK_HOSTS.map((host) => new URL(`${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`).origin)
    : [];
  return [...new Set([base.origin, ...loopback, ...extra])];
}

/** Each comma-separated entry must be a bare http(s) origin such as http://192.168.1.20:3000. */
export function parseOrigins(text: string): string[] | null {
  const origins: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim().replace(/\/$/, ''))) {
    if (!entry) continue;
    let origin: string;
    try {
      origin = new URL(entry).origin;
    } catch {
      return null;
    }
    if (origin !== entry || !/^https?:/.test(origin)) return null;
    origins.push(origin);
  }
  return origins;
}
