import type { Executor } from '../../db/database.js';
import { findLivePartnerId } from './inbox.repository.js';
import { putInInboxes } from './inbox.service.js';

/** What a player does that their partner's bell tells of, besides changing the contract or ending. */
type PlayerEvent =
  /** Once a day, whatever the number of goals: `day` is the player's today in the challenge's zone. */
  | { kind: 'player_checked_in'; challengeId: string; day: string }
  | { kind: 'player_finished' | 'player_cancelled'; challengeId: string };

/**
 * Tells the player's live partner, if there is one, what the player did, in the transaction the
 * player's action commits in when there is one. The notification's own statement publishes
 * `user.changed` for the partner, whose bell count then updates on every instance.
 */
export async function tellPartner(tx: Executor, playerId: string, event: PlayerEvent): Promise<void> {
  const partnerId = await findLivePartnerId(tx, playerId);
  if (!partnerId) return;
  await putInInboxes(tx, [
    {
      userId: partnerId,
      kind: event.kind,
      day: event.kind === 'player_checked_in' ? event.day : null,
      challengeId: event.challengeId,
      actorId: playerId,
    },
  ]);
}
