import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PartnerRight } from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { StatementBatches } from '../../db/statement-batches.js';
import {
  challengeIsActive,
  challenges,
  checkIns,
  goals,
  openCancelRequestOf,
  partnerships,
  profiles,
} from '../../db/schema/index.js';

/** A partner and one of their players. */
export interface PartnerPair {
  partnerId: string;
  playerId: string;
}

/** The pairs as a prepared statement of `livePartnershipsOf` takes them: two lists, in step. */
export function pairLists(pairs: PartnerPair[]) {
  return { partnerIds: pairs.map((pair) => pair.partnerId), playerIds: pairs.map((pair) => pair.playerId) };
}

/**
 * The live partnerships between the pairs, as a condition on `partnerships`, for a prepared
 * statement executed with `pairLists(pairs)`.
 */
export const livePartnershipsOf = () =>
  and(
    sql`(${partnerships.partnerId}, ${partnerships.playerId}) in (select * from unnest(${sql.placeholder('partnerIds')}::text[], ${sql.placeholder('playerIds')}::text[]))`,
    isNull(partnerships.endedAt),
  );

/** The ids of the live partnerships between the pairs, as a subquery of a prepared statement. */
export function livePartnershipIdsOf(db: Executor) {
  return db.select({ id: partnerships.id }).from(partnerships).where(livePartnershipsOf());
}

const liveRightsQuery = preparedOn((db) =>
  db
    .select({ partnerId: partnerships.partnerId, playerId: partnerships.playerId, rights: partnerships.rights })
    .from(partnerships)
    .where(livePartnershipsOf())
    .prepare('partner_rights'),
);

/**
 * The rights lookups that arrive together are one statement (see `StatementBatches`): every
 * partner route asks first, and the first requests of many partners come at once.
 */
const liveRightsBatches = preparedOn(
  (db) =>
    new StatementBatches({
      name: 'partner_rights',
      keyOf: ({ partnerId, playerId }: PartnerPair) => `${partnerId}:${playerId}`,
      async run(pairs) {
        const rows = await liveRightsQuery(db).execute(pairLists(pairs));
        return pairs.map(({ partnerId, playerId }) => {
          const row = rows.find((each) => each.partnerId === partnerId && each.playerId === playerId);
          return row ? (row.rights as PartnerRight[]) : null;
        });
      },
    }),
);

/** The rights the partner holds over the player now, or null without a live partnership between them. */
export function findLiveRights(db: Database, partnerId: string, playerId: string): Promise<PartnerRight[] | null> {
  return liveRightsBatches(db).submit({ partnerId, playerId });
}

/** The rights and limits a partnership keeps, as its columns hold them. */
export interface ContractColumns {
  rights: string[];
  punishmentPointsPerDay: number;
  rewardPointsPerDay: number;
  punishmentGoalsPerChallenge: number;
}

/** The unique index that keeps a player to one live partnership. */
export const ONE_PARTNER_INDEX = 'partnerships_one_partner';

/** The two sides' profiles, joined to a partnership by `withBothSides`. */
export const playerProfile = alias(profiles, 'player');
export const partnerProfile = alias(profiles, 'partner');

/** A partnership with both people as the other side sees them: user name and avatar only. */
export const partnershipColumns = {
  id: partnerships.id,
  rights: partnerships.rights,
  punishmentPointsPerDay: partnerships.punishmentPointsPerDay,
  rewardPointsPerDay: partnerships.rewardPointsPerDay,
  punishmentGoalsPerChallenge: partnerships.punishmentGoalsPerChallenge,
  startedAt: partnerships.startedAt,
  player: { userId: playerProfile.userId, userName: playerProfile.userName, avatarUrl: playerProfile.profilePicture },
  partner: { userId: partnerProfile.userId, userName: partnerProfile.userName, avatarUrl: partnerProfile.profilePicture },
};

export async function hasLivePartnership(db: Executor, playerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: partnerships.id })
    .from(partnerships)
    .where(and(eq(partnerships.playerId, playerId), isNull(partnerships.endedAt)));
  return rows.length > 0;
}

/**
 * Pairs the two on the contract. A player who has a live partnership already is refused by
 * ONE_PARTNER_INDEX, whatever else runs at the same time.
 */
export async function insertPartnership(
  tx: Executor,
  values: ContractColumns & { playerId: string; partnerId: string; startedAt: Date },
): Promise<string> {
  const [row] = await tx.insert(partnerships).values(values).returning({ id: partnerships.id });
  return row!.id;
}

/** The partnership with both people, live or ended. */
export async function findPartnership(db: Executor, id: string) {
  const [row] = await db
    .select(partnershipColumns)
    .from(partnerships)
    .innerJoin(playerProfile, eq(playerProfile.userId, partnerships.playerId))
    .innerJoin(partnerProfile, eq(partnerProfile.userId, partnerships.partnerId))
    .where(eq(partnerships.id, id));
  return row ?? null;
}

export type PartnershipRow = NonNullable<Awaited<ReturnType<typeof findPartnership>>>;

const checkInGoal = sql`${goals.challengeId} = ${challenges.id} and ${goals.gradingType} = 'CheckIn'`;
/** Today in the zone the challenge started in, where its check-ins are counted. */
const challengeToday = sql`(now() at time zone ${challenges.timeZone})::date`;

/**
 * Every live partnership of the user, on either side, in one statement: the one they play in
 * and each they hold as partner. Each comes with the player's day at a glance: the active
 * challenge, how many of its check-in goals there are and how many are checked in today (in the
 * challenge's zone), and the player's balances.
 */
export function findLivePartnerships(db: Executor, userId: string) {
  return db
    .select({
      ...partnershipColumns,
      activeChallenge: { id: challenges.id, title: challenges.title, endsAt: challenges.endDate },
      checkInsDueToday: sql<number>`(select count(*)::int from ${goals} where ${checkInGoal})`,
      checkedInToday: sql<number>`(
        select count(*)::int from ${goals}
        where ${checkInGoal} and exists (
          select 1 from ${checkIns}
          where ${checkIns.challengeId} = ${challenges.id} and ${checkIns.metric} = ${goals.metric}
            and ${checkIns.day} = ${challengeToday}
        )
      )`,
      cancelRequest: openCancelRequestOf(challenges.id),
      rewardPoints: playerProfile.rewardPoints,
      punishmentPoints: playerProfile.punishmentPoints,
    })
    .from(partnerships)
    .innerJoin(playerProfile, eq(playerProfile.userId, partnerships.playerId))
    .innerJoin(partnerProfile, eq(partnerProfile.userId, partnerships.partnerId))
    .leftJoin(challenges, and(eq(challenges.userId, partnerships.playerId), challengeIsActive))
    .where(and(or(eq(partnerships.playerId, userId), eq(partnerships.partnerId, userId)), isNull(partnerships.endedAt)))
    .orderBy(playerProfile.userName);
}

/** Replaces the contract of the player's live partnership; its id and partner, or null without one. */
export async function replaceContract(tx: Executor, playerId: string, contract: ContractColumns) {
  const [row] = await tx
    .update(partnerships)
    .set(contract)
    .where(and(eq(partnerships.playerId, playerId), isNull(partnerships.endedAt)))
    .returning({ id: partnerships.id, partnerId: partnerships.partnerId });
  return row ?? null;
}

/**
 * Ends the live partnership between the two, once: of two ends at the same time the second finds
 * none. Returns it, or null.
 */
export async function endPartnership(tx: Executor, between: { playerId: string; partnerId?: string }, now: Date) {
  const [row] = await tx
    .update(partnerships)
    .set({ endedAt: now })
    .where(
      and(
        eq(partnerships.playerId, between.playerId),
        between.partnerId === undefined ? undefined : eq(partnerships.partnerId, between.partnerId),
        isNull(partnerships.endedAt),
      ),
    )
    .returning({ id: partnerships.id, playerId: partnerships.playerId, partnerId: partnerships.partnerId });
  return row ?? null;
}
