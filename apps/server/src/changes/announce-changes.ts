import type { FastifyInstance } from 'fastify';
import { SAFE_METHODS } from '../http/access.js';
import type { Changes } from './changes.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The route told every instance of its change itself (or of its user's ended session). */
    changeAnnounced: boolean;
  }
}

/**
 * Whatever signed-in users change through the API may show in the reads every instance keeps
 * of them, so each request that may change something (any method but GET, HEAD and OPTIONS)
 * publishes `user.changed` for its user before it is answered, unless it was refused (it changed
 * nothing) or its route announced the change itself. A change to another user (an
 * administrator's) is announced by its route.
 */
export function announceChanges(app: FastifyInstance, changes: Changes): void {
  app.decorateRequest('changeAnnounced', false);
  app.addHook('onSend', async (request, reply) => {
    if (!request.viewer || SAFE_METHODS.has(request.method) || request.changeAnnounced || reply.statusCode >= 400) return;
    await changes.publish('user.changed', { userId: request.viewer.userId });
  });
}
