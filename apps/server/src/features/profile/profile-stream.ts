import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionEndedEvent } from '@gauntlet/core';
import { sessionState } from '../../auth/sessions.repository.js';
import type { Changes, LiveUser } from '../../changes/changes.js';
import type { Database } from '../../db/database.js';
import { requireViewer } from '../../http/access.js';
import { HEARTBEAT_MS, startEventStream } from '../../http/event-streams.js';
import { getLiveProfile } from './profile.service.js';

/**
 * Streams the user's live fields for as long as the session it was opened with lasts: each
 * delivery and each heartbeat first checks the session, so a sign-out, a deleted account or a
 * revoked or expired session ends the stream on whichever instance holds it. Its last event
 * ("ended") says which, so the app can tell its player why they are signed out.
 */
export async function openProfileStream(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  changes: Changes,
  open: Set<ServerResponse>,
): Promise<void> {
  const { userId, sessionId } = requireViewer(request);
  // Always the current state first: a stream resumed with Last-Event-ID is then up to date too.
  const initial = await getLiveProfile(db, userId);

  reply.hijack();
  // The client may have left while the first state loaded; its 'close' has then already fired
  // and would never unsubscribe nor stop the heartbeat.
  if (request.raw.destroyed) return;
  const stream = reply.raw;
  startEventStream(stream);
  const send = (live: LiveUser) => stream.write(`id: ${live.version}\nevent: profile\ndata: ${JSON.stringify(live.fields)}\n\n`);
  if (initial) send(initial);

  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(stream);
    stream.end();
  };
  /** Runs `then` while the session lasts, and ends the stream, saying why, once it does not. */
  const whileSignedIn = async (then: () => void) => {
    // A failed lookup (the database briefly away) is no proof the session ended: keep streaming.
    const state = await sessionState(db, sessionId, userId).catch(() => 'live' as const);
    if (ended) return;
    if (state === 'live') {
      then();
      return;
    }
    const event: SessionEndedEvent = { reason: state };
    stream.write(`event: ended\ndata: ${JSON.stringify(event)}\n\n`);
    end();
  };

  const unsubscribe = changes.watch(userId, (live) => void whileSignedIn(() => live && send(live)));
  const heartbeat = setInterval(() => void whileSignedIn(() => stream.write(': keep-alive\n\n')), HEARTBEAT_MS);
  open.add(stream);
  request.raw.on('close', end);
}
