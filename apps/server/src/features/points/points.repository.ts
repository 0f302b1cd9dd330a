import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LedgerKind } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { newestOfEach } from '../../db/newest-of-each.js';
import { preparedOn } from '../../db/prepared.js';
import { challenges, goals, partnerActions, pointLedger, profiles, slideDraws } from '../../db/schema/index.js';

/** The kinds whose reference is the id of the challenge they belong to. */
const CHALLENGE_KINDS: LedgerKind[] = [
  'goal_passed',
  'goal_failed',
  'reward_capped',
  'challenge_finished',
  'challenge_cancelled',
  'punishment_worked_off',
  'punishment_restored',
];

/** The kinds whose reference is the id of the partner action that moved the points. */
const PARTNER_KINDS: LedgerKind[] = ['partner_punishment', 'partner_reward'];

/** The partner who acted, named by their profile. */
const partnerProfile = alias(profiles, 'partner_profile');

/**
 * One page of the ledgers of one or several users in one statement: each user's rows below the
 * cursor, newest first, with the titles (and the partner and their words) their reasons name.
 * Each user's page walks the (user_id, seq) index backwards and stops after `limit` rows, so a
 * first page costs the same for ten rows of history as for ten thousand. The filters are
 * placeholders too (null for "all"), so every page runs the one prepared plan.
 */
const ledgerPageQuery = preparedOn((db) => {
  const userIds = sql.placeholder('userIds');
  const limit = sql.placeholder('limit');
  const below = sql.placeholder('below');
  const currency = sql.placeholder('currency');
  const kind = sql.placeholder('kind');
  return db
    .select({
      id: pointLedger.id,
      userId: pointLedger.userId,
      seq: pointLedger.seq,
      createdAt: pointLedger.createdAt,
      deltaRewardPoints: pointLedger.deltaRewardPoints,
      deltaPunishmentPoints: pointLedger.deltaPunishmentPoints,
      rewardBalance: pointLedger.rewardBalance,
      punishmentBalance: pointLedger.punishmentBalance,
      kind: pointLedger.reason,
      cancelPenalty: pointLedger.cancelPenalty,
      challengeId: challenges.id,
      challengeTitle: challenges.title,
      goalTitle: goals.title,
      slideId: slideDraws.slideId,
      partnerName: partnerProfile.userName,
      note: partnerActions.reason,
    })
    .from(pointLedger)
    .leftJoin(
      challenges,
      and(
        eq(challenges.userId, pointLedger.userId),
        sql`${challenges.id} = case when ${inArray(pointLedger.reason, CHALLENGE_KINDS)} then ${pointLedger.reference}::uuid end`,
      ),
    )
    .leftJoin(goals, eq(goals.id, pointLedger.goalId))
    .leftJoin(
      slideDraws,
      and(
        eq(slideDraws.userId, pointLedger.userId),
        sql`${slideDraws.id} = case when ${pointLedger.reason} = 'slide_drawn' then ${pointLedger.reference}::uuid end`,
      ),
    )
    .leftJoin(
      partnerActions,
      sql`${partnerActions.id} = case when ${inArray(pointLedger.reason, PARTNER_KINDS)} then ${pointLedger.reference}::uuid end`,
    )
    .leftJoin(partnerProfile, eq(partnerProfile.userId, partnerActions.actorId))
    .where(
      newestOfEach(pointLedger.id, sql`${userIds}::text[]`, (user) =>
        db
          .select({ id: pointLedger.id })
          .from(pointLedger)
          .where(
            and(
              sql`${pointLedger.userId} = ${user}`,
              sql`${pointLedger.seq} < coalesce(${below}::bigint, 9223372036854775807)`,
              sql`(${currency}::text is null
                or (${currency}::text = 'rp' and ${pointLedger.deltaRewardPoints} <> 0)
                or (${currency}::text = 'pp' and ${pointLedger.deltaPunishmentPoints} <> 0))`,
              sql`(${kind}::text is null or ${pointLedger.reason} = ${kind}::text)`,
            ),
          )
          .orderBy(desc(pointLedger.seq))
          .limit(limit),
      ),
    )
    .orderBy(pointLedger.userId, desc(pointLedger.seq))
    .prepare('ledger_page');
});

export interface LedgerPageFilter {
  /** Only rows older than this sequence number; null from the newest. */
  below: number | null;
  limit: number;
  currency: 'rp' | 'pp' | null;
  kind: string | null;
}

export function findLedgerPage(db: Database, userId: string, filter: LedgerPageFilter) {
  return ledgerPageQuery(db).execute({ userIds: [userId], ...filter });
}

/** The newest `limit` rows of each user's ledger, in one statement; every user's page newest first. */
export function findFirstLedgerPages(db: Database, userIds: string[], limit: number) {
  return ledgerPageQuery(db).execute({ userIds, below: null, limit, currency: null, kind: null });
}
