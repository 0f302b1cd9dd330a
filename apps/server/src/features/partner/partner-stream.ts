import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PartnerStreamEnded, PartnerView } from '@gauntlet/core';
import { sessionState } from '../../auth/sessions.repository.js';
import type { Changes } from '../../changes/changes.js';
import type { Database } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { requireViewer } from '../../http/access.js';
import { HEARTBEAT_MS, startEventStream } from '../../http/event-streams.js';
import { findLiveRights } from './partnerships.repository.js';
import { getPartnerView } from './partner-view.service.js';

interface StreamDeps {
  db: Database;
  changes: Changes;
  readCache: ReadCache;
}

/** Whether the partner may still watch: their session lives and the player still lets them see. */
async function watchState(
  db: Database,
  sessionId: string,
  partnerId: string,
  playerId: string,
): Promise<'live' | PartnerStreamEnded['reason']> {
  const [session, rights] = await Promise.all([sessionState(db, sessionId, partnerId), findLiveRights(db, partnerId, playerId)]);
  if (session !== 'live') return 'session_ended';
  if (!rights) return 'partnership_ended';
  return rights.includes('see') ? 'live' : 'right_withdrawn';
}

/**
 * Streams a player as their partner sees them: a `view` event now and after every change of the
 * player, on whichever instance it happened. Before each event and heartbeat it asks the database
 * whether the partner's session lives and the partnership still grants `see`; once either is gone
 * it sends `ended` with the reason and closes, so a player who ends the partnership or takes the
 * right back (which publishes the player's change) cuts an open stream off at once.
 */
export async function openPartnerStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, changes, readCache }: StreamDeps,
  open: Set<ServerResponse>,
): Promise<void> {
  const { userId: partnerId, sessionId } = requireViewer(request);
  const { playerId } = request.params as { playerId: string };
  const initial = await getPartnerView(db, readCache, partnerId, playerId);

  reply.hijack();
  // The client may have left while the first view loaded; its 'close' has then already fired
  // and would never unsubscribe nor stop the heartbeat.
  if (request.raw.destroyed) return;
  const stream = reply.raw;
  startEventStream(stream);
  const send = (view: PartnerView) => stream.write(`event: view\ndata: ${JSON.stringify(view)}\n\n`);
  send(initial);

  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unwatchPlayer();
    unwatchPartner();
    open.delete(stream);
    stream.end();
  };
  /** Runs `then` while the partner may watch, and ends the stream, saying why, once they may not. */
  const whileAllowed = async (then: () => Promise<void> | void) => {
    // A failed lookup (the database briefly away) is no proof that access ended: keep streaming.
    const state = await watchState(db, sessionId, partnerId, playerId).catch(() => 'live' as const);
    if (ended) return;
    if (state === 'live') {
      await then();
      return;
    }
    const event: PartnerStreamEnded = { reason: state };
    stream.write(`event: ended\ndata: ${JSON.stringify(event)}\n\n`);
    end();
  };

  // One refresh at a time, so views go out in the order they were read; changes that arrive
  // meanwhile are covered by one more refresh after it.
  let refreshing: Promise<void> | null = null;
  let again = false;
  const refresh = () => {
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = whileAllowed(async () => {
      const view = await getPartnerView(db, readCache, partnerId, playerId).catch(() => null);
      if (view && !ended) send(view);
    })
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
        if (again && !ended) {
          again = false;
          refresh();
        }
      });
  };

  const unwatchPlayer = changes.watch(playerId, refresh);
  // The partner's own sign-out or deleted account reaches the stream through the partner's changes.
  const unwatchPartner = changes.watch(partnerId, () => void whileAllowed(() => undefined));
  const heartbeat = setInterval(() => void whileAllowed(() => void stream.write(': keep-alive\n\n')), HEARTBEAT_MS);
  open.add(stream);
  request.raw.on('close', end);
}
