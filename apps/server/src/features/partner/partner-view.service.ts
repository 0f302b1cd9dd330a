import { findPunishmentGoal, hasRight, leftToday, trustedFrom, type PartnerView } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { notPartner } from '../../http/app-error.js';
import { getDashboard } from '../challenges/challenges.service.js';
import { listLedger } from '../points/points.service.js';
import { routineLogs } from '../routines/routines.service.js';
import { findActionsOfPartnership } from './partner-actions.repository.js';
import { findNextGoalsOfPartnership } from './partner-goals.repository.js';
import { findViewHead } from './partner-view.repository.js';
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
  return { ...kept.view, dashboard };
}

async function loadView(
  db: Database,
  partnerId: string,
  playerId: string,
): Promise<{ view: ViewWithoutDashboard; freshUntil: number }> {
  const head = await findViewHead(db, partnerId, playerId);
  // The partnership ended or was never there, after the route's access check.
  if (!head) throw notPartner();
  const now = new Date();
  const [actions, points, logs, nextGoals] = await Promise.all([
    findActionsOfPartnership(db, head.id, LOGGED_ACTIONS),
    listLedger(db, playerId, { limit: RECENT_POINTS }),
    routineLogs(db, partnerId, playerId, { limit: RECENT_ROUTINE_LOGS }),
    findNextGoalsOfPartnership(db, head.id),
  ]);
  const partnership = toPartnership(head, now);
  const { contract, effectiveLimits: limits } = partnership;
  const trusted = trustedFrom(head.startedAt).getTime();
  return {
    view: {
      partnership,
      rewardPoints: head.rewardPoints,
      punishmentPoints: head.punishmentPoints,
      recentPoints: points.entries,
      recentRoutineLogs: logs,
      // What the partner may still hand out today: nothing of a right not granted.
      allowance: {
        punishmentPointsLeftToday: hasRight(contract, 'punish')
          ? leftToday(limits.punishmentPointsPerDay, head.punishedToday)
          : 0,
        rewardPointsLeftToday: hasRight(contract, 'reward') ? leftToday(limits.rewardPointsPerDay, head.rewardedToday) : 0,
      },
      // The goals this partner put on the next challenge, and how many more the limit leaves.
      nextChallengeGoals: {
        added: nextGoals.map(({ metric, reason, addedAt }) => ({
          // An added goal's row always holds its catalogue metric and the partner's reason.
          metric: metric!,
          title: findPunishmentGoal(metric!)?.title ?? metric!,
          reason: reason!,
          addedAt: addedAt.toISOString(),
        })),
        left: hasRight(contract, 'punish') ? leftToday(limits.punishmentGoalsPerChallenge, nextGoals.length) : 0,
      },
      actions: actions.map(toAction),
    },
    freshUntil: Math.min(head.dayEndsAt.getTime(), trusted > now.getTime() ? trusted : Infinity),
  };
}
