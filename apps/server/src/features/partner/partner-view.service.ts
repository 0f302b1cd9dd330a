import {
  findPunishmentGoal,
  hasRight,
  leftToday,
  trustedFrom,
  type LedgerEntry,
  type PartnerView,
  type RoutineLog,
} from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import type { ReadCache } from '../../db/read-cache.js';
import { StatementBatches } from '../../db/statement-batches.js';
import { notPartner } from '../../http/app-error.js';
import { getDashboard } from '../challenges/challenges.service.js';
import { recentPointsOf } from '../points/points.service.js';
import { recentLogsOf } from '../routines/routines.service.js';
import { findActionsOfPartnerships, type PartnerActionRow } from './partner-actions.repository.js';
import { findNextGoalsOfPartnerships } from './partner-goals.repository.js';
import { findViewHeads } from './partner-view.repository.js';
import type { PartnerPair } from './partnerships.repository.js';
import { toAction, toPartnership } from './partnership-answers.js';

/** How much of the player's history the view shows. */
const RECENT_POINTS = 20;
const RECENT_ROUTINE_LOGS = 10;
const LOGGED_ACTIONS = 50;

/** The view but the dashboard, which the player's own cached read answers. */
type ViewWithoutDashboard = Omit<PartnerView, 'dashboard'>;

/**
 * What the partner sees of the player, read the way the player's dashboard is: from memory until
 * the player changes (every instance forgets on the player's `user.changed`, which a partner's
 * action, the player's own check-in and the pairing's contract changes and ends all publish),
 * the player's day ends (the day's allowance starts again) or the partner becomes trusted (the
 * limits double). The dashboard part is the player's own cached dashboard, private profile or not:
 * the partnership is what grants it.
 */
export async function getPartnerView(db: Database, cache: ReadCache, partnerId: string, playerId: string): Promise<PartnerView> {
  const [kept, dashboard] = await Promise.all([
    cache.answer(
      playerId,
      `partner-view:${partnerId}`,
      () => loadView(db, partnerId, playerId),
      ({ freshUntil }) => Date.now() < freshUntil,
    ),
    getDashboard(db, cache, playerId),
  ]);
  const answered = answers.get(kept);
  if (answered?.dashboard === dashboard) return answered;
  const answer = { ...kept.view, dashboard };
  answers.set(kept, answer);
  return answer;
}

/**
 * The answer made of each kept view and the dashboard it was last answered with: while neither
 * changes, the same object, whose JSON text the response serializer then makes only once.
 */
const answers = new WeakMap<object, PartnerView>();

type ViewHead = Awaited<ReturnType<typeof findViewHeads>>[number];

/**
 * The first reads of the views asked for together share their statements (see
 * `StatementBatches`): the live partnerships, the logs, the points, the routine logs and the
 * next challenge's goals of all of them in one statement each, all five at once. Partners who open
 * their views at once (after a restart, or the first minutes of a day) then cost the database
 * five statements per batch instead of five per view. A pair without a live partnership gets null.
 */
const viewBatches = preparedOn(
  (db) =>
    new StatementBatches({
      name: 'partner_views',
      keyOf: ({ partnerId, playerId }: PartnerPair) => `${partnerId}:${playerId}`,
      async run(pairs) {
        // Nothing waits for the partnerships' ids: all five read at once, by the pairs.
        const playerIds = pairs.map((pair) => pair.playerId);
        const [heads, actions, points, logs, nextGoals] = await Promise.all([
          findViewHeads(db, pairs),
          findActionsOfPartnerships(db, pairs, LOGGED_ACTIONS),
          recentPointsOf(db, playerIds, RECENT_POINTS),
          recentLogsOf(db, playerIds, RECENT_ROUTINE_LOGS),
          findNextGoalsOfPartnerships(db, pairs),
        ]);
        const now = new Date();
        return pairs.map(({ partnerId, playerId }) => {
          const head = heads.find((each) => each.partner.userId === partnerId && each.player.userId === playerId);
          if (!head) return null;
          return toView(head, now, {
            actions: actions.filter((action) => action.partnershipId === head.id),
            points: points.get(playerId) ?? [],
            logs: logs.get(playerId) ?? [],
            nextGoals: nextGoals.filter((goal) => goal.partnershipId === head.id),
          });
        });
      },
    }),
);

async function loadView(db: Database, partnerId: string, playerId: string) {
  const loaded = await viewBatches(db).submit({ partnerId, playerId });
  // The partnership ended or was never there, after the route's access check.
  if (!loaded) throw notPartner();
  return loaded;
}

function toView(
  head: ViewHead,
  now: Date,
  parts: {
    actions: PartnerActionRow[];
    points: LedgerEntry[];
    logs: RoutineLog[];
    nextGoals: Awaited<ReturnType<typeof findNextGoalsOfPartnerships>>;
  },
): { view: ViewWithoutDashboard; freshUntil: number } {
  const partnership = toPartnership(head, now);
  const { contract, effectiveLimits: limits } = partnership;
  const trusted = trustedFrom(head.startedAt).getTime();
  return {
    view: {
      partnership,
      rewardPoints: head.rewardPoints,
      punishmentPoints: head.punishmentPoints,
      recentPoints: parts.points,
      recentRoutineLogs: parts.logs,
      // What the partner may still hand out today: nothing of a right not granted.
      allowance: {
        punishmentPointsLeftToday: hasRight(contract, 'punish')
          ? leftToday(limits.punishmentPointsPerDay, head.punishedToday)
          : 0,
        rewardPointsLeftToday: hasRight(contract, 'reward') ? leftToday(limits.rewardPointsPerDay, head.rewardedToday) : 0,
      },
      // The goals this partner put on the next challenge, and how many more the limit leaves.
      nextChallengeGoals: {
        added: parts.nextGoals.map(({ metric, reason, addedAt }) => ({
          // An added goal's row always holds its catalogue metric and the partner's reason.
          metric: metric!,
          title: findPunishmentGoal(metric!)?.title ?? metric!,
          reason: reason!,
          addedAt: addedAt.toISOString(),
        })),
        left: hasRight(contract, 'punish') ? leftToday(limits.punishmentGoalsPerChallenge, parts.nextGoals.length) : 0,
      },
      actions: parts.actions.map(toAction),
    },
    freshUntil: Math.min(head.dayEndsAt.getTime(), trusted > now.getTime() ? trusted : Infinity),
  };
}
