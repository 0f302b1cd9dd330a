import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS, type Auth } from './auth.js';

/** Whether a session was created or last extended a day or more ago, so that using it extends it. */
export function isDueForExtension(expiresAt: Date, now = Date.now()): boolean {
  return expiresAt.getTime() - (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000 <= now;
}

/** better-auth's own session read extends a due session and answers the refreshed cookie. */
async function extend(auth: Auth, request: FastifyRequest): Promise<string[]> {
  const { headers } = await auth.api.getSession({
    headers: new Headers({ cookie: request.headers.cookie ?? '' }),
    returnHeaders: true,
  });
  return headers.getSetCookie();
}

/**
 * Sessions slide with use (decision 0034): the answer to the first request of a day on a session
 * asks better-auth to extend it, which moves its end a full SESSION_IDLE_DAYS ahead and sends the
 * cookie again with as long to live (the account hooks stamp the user as seen and announce it,
 * so every instance reads the new end). It runs as the answer leaves, because the cookie must
 * travel with it: an event stream, which writes its own answer, never extends, and the requests
 * of one session that arrive together share one extension and all carry its cookie. An answer
 * that sets the session cookie itself (a sign-in, a sign-out) is left as it is.
 */
export function registerSessionSliding(app: FastifyInstance, auth: Auth): void {
  const underWay = new Map<string, Promise<string[]>>();
  app.addHook('onSend', async (request, reply) => {
    const viewer = request.viewer;
    if (!viewer || !isDueForExtension(viewer.expiresAt) || reply.hasHeader('set-cookie')) return;
    let extension = underWay.get(viewer.sessionId);
    if (!extension) {
      extension = extend(auth, request)
        // The session still works until its old end: a failed extension costs the request nothing.
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'Extending a session failed');
          return [];
        })
        .finally(() => underWay.delete(viewer.sessionId));
      underWay.set(viewer.sessionId, extension);
    }
    for (const cookie of await extension) reply.header('set-cookie', cookie);
  });
}
