import type { Database } from '../../db/database.js';
import { putInInboxes } from './inbox.service.js';
import { findMissedDays } from './missed-days.repository.js';

/**
 * Tells each partner, in the bell, of a day their player ended without checking in: found by the
 * scheduler's scan (every minute, with the reminders), once per player and day by the bell's
 * once-a-day key, however many scans or instances find it.
 */
export async function tellPartnersOfMissedDays(db: Database, now: Date): Promise<void> {
  const missed = await findMissedDays(db, now);
  await putInInboxes(
    db,
    missed.map(({ partnerId, playerId, challengeId, day }) => ({
      userId: partnerId,
      kind: 'player_missed_day',
      day,
      challengeId,
      actorId: playerId,
    })),
    now,
  );
}
