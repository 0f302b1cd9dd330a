import { desc, eq, sql } from 'drizzle-orm';
import type { PartnerActionKind } from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import { newestOfEach } from '../../db/newest-of-each.js';
import { preparedOn } from '../../db/prepared.js';
import { partnerActions, partnerships, profiles } from '../../db/schema/index.js';
import { livePartnershipIdsOf, pairLists, type PartnerPair } from './partnerships.repository.js';

export interface NewPartnerAction {
  partnershipId: string;
  actorId: string;
  kind: PartnerActionKind;
  points?: number;
  /** The catalogue metric of a punishment goal added to the player's next challenge. */
  goal?: string;
  reason?: string;
  /** The check-in a confirmation or rejection is about. */
  goalTitle?: string;
  day?: string;
  /** The statement's time when not given, as for a partner's own action. */
  createdAt?: Date;
}

/** Writes one line of the partnership's log, in the transaction of what it records; its id. */
export async function insertAction(tx: Executor, action: NewPartnerAction): Promise<string> {
  const [row] = await tx.insert(partnerActions).values(action).returning({ id: partnerActions.id });
  return row!.id;
}

/** A line of the log with who acted (null once their account is gone). */
const actionColumns = {
  id: partnerActions.id,
  kind: partnerActions.kind,
  actor: { userId: profiles.userId, userName: profiles.userName, avatarUrl: profiles.profilePicture },
  points: partnerActions.points,
  goal: partnerActions.goal,
  reason: partnerActions.reason,
  goalTitle: partnerActions.goalTitle,
  day: partnerActions.day,
  createdAt: partnerActions.createdAt,
};

/**
 * The newest lines of the logs of every partnership the player played in, ended ones included:
 * ending keeps the history for both sides.
 */
export function findActionsOfPlayer(db: Executor, playerId: string, limit: number) {
  return db
    .select(actionColumns)
    .from(partnerActions)
    .innerJoin(partnerships, eq(partnerships.id, partnerActions.partnershipId))
    .leftJoin(profiles, eq(profiles.userId, partnerActions.actorId))
    .where(eq(partnerships.playerId, playerId))
    .orderBy(desc(partnerActions.createdAt), desc(partnerActions.id))
    .limit(limit);
}

export type PartnerActionRow = Awaited<ReturnType<typeof findActionsOfPlayer>>[number];

/** The newest `limit` lines of the log of each live partnership of the pairs, as their partners read them, in one statement. */
export function findActionsOfPartnerships(db: Database, pairs: PartnerPair[], limit: number) {
  return partnershipLogsQuery(db).execute({ ...pairLists(pairs), limit });
}

const partnershipLogsQuery = preparedOn((db) =>
  db
    .select({ ...actionColumns, partnershipId: partnerActions.partnershipId })
    .from(partnerActions)
    .leftJoin(profiles, eq(profiles.userId, partnerActions.actorId))
    .where(
      newestOfEach(partnerActions.id, sql`array(${livePartnershipIdsOf(db)})`, (partnership) =>
        db
          .select({ id: partnerActions.id })
          .from(partnerActions)
          .where(sql`${partnerActions.partnershipId} = ${partnership}`)
          .orderBy(desc(partnerActions.createdAt), desc(partnerActions.id))
          .limit(sql.placeholder('limit')),
      ),
    )
    .orderBy(desc(partnerActions.createdAt), desc(partnerActions.id))
    .prepare('partnership_logs'),
);
