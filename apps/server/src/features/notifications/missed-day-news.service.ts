import type { Database } from '../../db/database.js';
import { putInInboxes } from './inbox.service.js';
import { recordMissedDays } from './missed-days.repository.js';

/**
 * Tells each partner, in the bell, of a day their player ended without checking in: found by the
 * scheduler's scan (every minute, with the reminders), once per player and day by the record of
 * what was told, however many scans or instances find it. The record and the bell's row are
 * written together.
 */
export async function tellPartnersOfMissedDays(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const missed = await recordMissedDays(tx, now);
    await putInInboxes(
      tx,
      missed.map(({ partnerId, playerId, challengeId, day }) => ({
        userId: partnerId,
        kind: 'player_missed_day',
        day,
        challengeId,
        actorId: playerId,
      })),
      now,
    );
  });
}
