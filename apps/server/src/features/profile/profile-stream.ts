import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { requireViewer } from '../../http/access.js';
import type { ProfileEvent, ProfileEvents } from './profile-events.js';
import { getProfileEvent } from './profile.service.js';

/** Proxies close idle connections; a comment line now and then keeps the stream open. */
const HEARTBEAT_MS = 25_000;

export async function openProfileStream(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  events: ProfileEvents,
): Promise<void> {
  const { userId } = requireViewer(request);
  // Always the current state first: a stream resumed with Last-Event-ID is then up to date too.
  const initial = await getProfileEvent(db, userId);

  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: ProfileEvent) =>
    stream.write(`id: ${event.version}\nevent: profile\ndata: ${JSON.stringify(event.fields)}\n\n`);
  if (initial) send(initial);

  const unsubscribe = events.subscribe(userId, send);
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
