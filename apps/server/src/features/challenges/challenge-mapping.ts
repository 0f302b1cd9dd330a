import type { Challenge, FinishedChallengeSummary, HistoryEntry, UnconfirmedRule } from '@gauntlet/core';
import type { challengeHistory } from '../../db/schema/index.js';
import type { ChallengeRow, GoalRow } from './challenges.repository.js';

export function toChallenge(row: ChallengeRow, goalRows: readonly GoalRow[]): Challenge {
  return {
    challengeId: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    timeZone: row.timeZone,
    status: row.status === 'active' ? 'active' : 'completed',
    rewardPoints: row.rewardPoints,
    punishmentPoints: row.punishmentPoints,
    punishmentWorkedOff: row.punishmentWorkedOff,
    // The table's check admits only the rules.
    partnerConfirms: row.partnerConfirms as UnconfirmedRule | null,
    partnerApproves: row.partnerApproves,
    goals: goalRows
      .filter((goal) => goal.challengeId === row.id)
      .map((goal) => ({
        id: goal.id,
        title: goal.title,
        description: goal.description,
        category: goal.category as Challenge['goals'][number]['category'],
        metric: goal.metric,
        gradingType: goal.gradingType as Challenge['goals'][number]['gradingType'],
        goalValue: goal.goalValue,
        startValue: goal.startValue,
        rewardPoints: goal.rewardPoints,
        punishmentPoints: goal.punishmentPoints,
      })),
  };
}

export function toHistoryEntry(row: typeof challengeHistory.$inferSelect): HistoryEntry {
  return {
    id: row.id,
    challengeId: row.challengeId,
    name: row.name,
    finishedDate: row.finishedDate.toISOString(),
    status: row.status === 'Cancelled' ? 'Cancelled' : 'Completed',
    rewardPoints: row.rewardPoints,
    punishmentPoints: row.punishmentPoints,
    goalsPassed: row.goalsPassed,
    goalCount: row.goalCount,
  };
}

export function toFinishedSummary(row: typeof challengeHistory.$inferSelect): FinishedChallengeSummary {
  return {
    name: row.name,
    finishedDate: row.finishedDate.toISOString(),
    rewardPoints: row.rewardPoints,
    punishmentPoints: row.punishmentPoints,
    goalsPassed: row.goalsPassed,
    goalCount: row.goalCount,
  };
}
