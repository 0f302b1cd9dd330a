import {
  challengeRewardCap,
  SUGGESTED_CHALLENGES,
  type SuggestedChallengeDefinition,
  PUNISHMENT_METRIC_PREFIX,
  SUGGESTED_DURATION_DAYS,
  type Challenge,
  type ChallengeDetail,
  type Dashboard,
  type GoalDraft,
  type GradingType,
  type HistoryEntry,
  type PointsPreview,
  type SuggestedChallenge,
} from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import { notFound } from '../../http/app-error.js';
import { requireViewableProfile } from '../profile/profile.service.js';
import { findMetric } from './metrics.repository.js';
import { toMetricState } from './metrics.service.js';
import { toChallenge, toHistoryEntry } from './challenge-mapping.js';
import * as repository from './challenges.repository.js';
import { findDashboardRows } from './dashboard.repository.js';
import { resolveGoals } from './goal-resolution.js';
import { findConfirmations } from './confirmations.repository.js';

/** The goals of the user's active challenge; none without one. */
export async function findActiveGoals(db: Executor, userId: string): Promise<repository.GoalRow[]> {
  const active = await repository.findActiveChallenge(db, userId);
  return active ? repository.findGoals(db, [active.id]) : [];
}

/**
 * Everything the dashboard shows about challenges, in one response and one SQL statement, or
 * from memory while the user has not changed and the day it was read on has not ended.
 */
export async function getDashboard(db: Database, cache: ReadCache, userId: string): Promise<Dashboard> {
  const kept = await cache.answer(
    userId,
    'dashboard',
    () => loadDashboard(db, userId),
    ({ todayEndsAt }) => todayEndsAt === null || Date.now() < todayEndsAt,
  );
  return kept.dashboard;
}

/** The dashboard, and when the day its check-ins are about ends (null without an active challenge). */
async function loadDashboard(db: Database, userId: string): Promise<{ dashboard: Dashboard; todayEndsAt: number | null }> {
  const rows = await findDashboardRows(db, userId);
  const hasCompletedChallenge = Boolean(rows[0]?.hasCompletedChallenge);
  const challenge = rows[0]?.challenge;
  if (!challenge) {
    return {
      dashboard: {
        activeChallenge: null,
        cancelNeedsApproval: false,
        cancelRequest: null,
        metrics: [],
        confirmations: [],
        hasCompletedChallenge,
        rewardCap: 0,
      },
      todayEndsAt: null,
    };
  }
  const goalRows = rows.flatMap(({ goal }) => (goal ? [goal] : []));
  const dashboard: Dashboard = {
    activeChallenge: toChallenge(challenge, goalRows),
    cancelNeedsApproval: rows[0]!.cancelNeedsApproval,
    cancelRequest: rows[0]!.cancelRequest,
    metrics: rows.flatMap(({ goal, metric, checkedInToday, checkedInYesterday }) =>
      goal && metric
        ? [toMetricState(metric, goal.gradingType as GradingType, { today: checkedInToday, yesterday: checkedInYesterday })]
        : [],
    ),
    // A second statement only for a challenge whose partner confirms its check-ins.
    confirmations: challenge.partnerConfirms === null ? [] : await findConfirmations(db, challenge.id),
    hasCompletedChallenge,
    rewardCap: challengeRewardCap(challenge.startDate, challenge.endDate, rows[0]!.paidThrough),
  };
  return { dashboard, todayEndsAt: rows[0]!.todayEndsAt.getTime() };
}

export async function previewPoints(
  db: Database,
  userId: string,
  durationDays: number,
  goals: GoalDraft[],
): Promise<PointsPreview> {
  const rows = await resolveGoals(db, userId, goals, durationDays);
  return { goals: rows.map(({ title, rewardPoints, punishmentPoints }) => ({ title, rewardPoints, punishmentPoints })) };
}

/** Templates as challenges to start; a goal without a fixed value targets one above the current value. */
export async function suggestChallenges(
  db: Database,
  userId: string,
  templates: readonly SuggestedChallengeDefinition[] = SUGGESTED_CHALLENGES,
): Promise<SuggestedChallenge[]> {
  return Promise.all(
    templates.map(async (template) => ({
      key: template.key,
      title: template.title,
      description: template.description,
      durationDays: SUGGESTED_DURATION_DAYS,
      goals: await Promise.all(
        template.goals.map(async (goal) => ({
          category: goal.category,
          metric: goal.metric,
          gradingType: goal.gradingType,
          title: goal.title,
          goalValue: goal.goalValue ?? ((await findMetric(db, userId, goal.metric))?.currentValue ?? 0) + 1,
        })),
      ),
    })),
  );
}

/** The last completed challenge as a new one: 7 days, without its punishment goals. */
export async function previousChallenge(db: Database, userId: string): Promise<SuggestedChallenge | null> {
  const last = await repository.findLastCompletedChallenge(db, userId);
  if (!last) return null;
  const goals = await repository.findGoals(db, [last.id]);
  return {
    key: last.id,
    title: last.title,
    description: last.description,
    durationDays: SUGGESTED_DURATION_DAYS,
    goals: goals
      .filter((goal) => !goal.metric.startsWith(PUNISHMENT_METRIC_PREFIX))
      .map((goal) => ({
        category: goal.category as GoalDraft['category'],
        metric: goal.metric,
        gradingType: goal.gradingType as GoalDraft['gradingType'],
        goalValue: goal.goalValue,
        title: goal.title,
        description: goal.description,
      })),
  };
}

/** A user's current challenges, readable by anyone. */
/** A user's active challenge as their profile page shows it to `viewerId` (null: not signed in). */
export async function currentChallenges(db: Database, viewerId: string | null, userId: string): Promise<Challenge[]> {
  await requireViewableProfile(db, viewerId, userId);
  const active = await repository.findActiveChallenge(db, userId);
  if (!active) return [];
  return [toChallenge(active, await repository.findGoals(db, [active.id]))];
}

export async function challengeDetail(db: Database, userId: string, challengeId: string): Promise<ChallengeDetail> {
  const found = await repository.findOwnChallenge(db, userId, challengeId);
  if (!found) throw notFound('Challenge not found');
  const goals = await repository.findGoals(db, [challengeId]);
  return { ...toChallenge(found.challenge, goals), outcome: found.outcome && toHistoryEntry(found.outcome) };
}

/** A user's finished challenges as their profile page shows them to `viewerId` (null: not signed in). */
export async function challengeHistory(db: Database, viewerId: string | null, userId: string): Promise<HistoryEntry[]> {
  await requireViewableProfile(db, viewerId, userId);
  return (await repository.findHistory(db, userId)).map(toHistoryEntry);
}
