import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProfileLiveFields } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { requireViewer } from '../../http/access.js';
import type { ProfileEvents } from './profile-events.js';
import { getLiveFields } from './profile.service.js';

/** Proxies close idle connections; a comment line now and then keeps the stream open. */
const HEARTBEAT_MS = 25_000;

export async function openProfileStream(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  events: ProfileEvents,
): Promise<void> {
  const { userId } = requireViewer(request);
  const initial = await getLiveFields(db, userId);

  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (fields: ProfileLiveFields) => stream.write(`event: profile\ndata: ${JSON.stringify(fields)}\n\n`);
  if (initial) send(initial);

  const unsubscribe = events.subscribe(userId, send);
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
