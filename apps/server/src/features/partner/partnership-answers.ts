import {
  effectiveLimits,
  findPunishmentGoal,
  trustedFrom,
  type PartnerAction,
  type PartnerActionKind,
  type PartnerContract,
  type PartnerRight,
  type Partnership,
} from '@gauntlet/core';
import type { PartnerActionRow } from './partner-actions.repository.js';
import type { ContractColumns, PartnershipRow } from './partnerships.repository.js';

/** A contract as its columns keep it (an invite's and a partnership's alike). */
export const contractOf = (row: ContractColumns): PartnerContract => ({
  // The tables' checks admit only the known rights.
  rights: row.rights as PartnerRight[],
  limits: {
    punishmentPointsPerDay: row.punishmentPointsPerDay,
    rewardPointsPerDay: row.rewardPointsPerDay,
    punishmentGoalsPerChallenge: row.punishmentGoalsPerChallenge,
  },
});

export const columnsOf = ({ rights, limits }: PartnerContract): ContractColumns => ({ rights: [...rights], ...limits });

/** A partnership with the limits that apply at `now`: half of each while the partner is not yet trusted. */
export function toPartnership(row: PartnershipRow, now: Date): Partnership {
  const contract = contractOf(row);
  return {
    id: row.id,
    player: row.player,
    partner: row.partner,
    contract,
    effectiveLimits: effectiveLimits(contract, row.startedAt, now),
    startedAt: row.startedAt.toISOString(),
    trustedFrom: trustedFrom(row.startedAt).toISOString(),
  };
}

export const toAction = (row: PartnerActionRow): PartnerAction => ({
  id: row.id,
  // The table's check admits only the known kinds.
  kind: row.kind as PartnerActionKind,
  actor: row.actor,
  points: row.points,
  goal: row.goal === null ? null : { metric: row.goal, title: findPunishmentGoal(row.goal)?.title ?? row.goal },
  reason: row.reason,
  checkIn: row.goalTitle !== null && row.day !== null ? { goalTitle: row.goalTitle, day: row.day } : null,
  createdAt: row.createdAt.toISOString(),
});
