import type { Executor } from '../../db/database.js';
import { findLivePartnerId } from './inbox.repository.js';
import { putInInboxes } from './inbox.service.js';

/**
 * What a player does to a challenge that their partner's bell tells of (a check-in tells it in the
 * check-in's own statement; a contract change or an end, in the partnership's transaction).
 */
interface PlayerEvent {
  kind: 'player_finished' | 'player_cancelled' | 'player_cancelled_without_approval';
  challengeId: string;
}

/**
 * Tells the player's live partner, if there is one, what the player did, in the transaction the
 * player's action commits in. The notification's own statement publishes
 * `user.changed` for the partner, whose bell count then updates on every instance.
 */
export async function tellPartner(tx: Executor, playerId: string, event: PlayerEvent): Promise<void> {
  const partnerId = await findLivePartnerId(tx, playerId);
  if (!partnerId) return;
  await putInInboxes(tx, [{ userId: partnerId, kind: event.kind, day: null, challengeId: event.challengeId, actorId: playerId }]);
}
