import type { PartnerContract, PartnerLimits, PartnerRight } from '../contracts/partner.js';

/** A new partner is not yet trusted for this many days from pairing. */
export const TRUST_DAYS = 7;

/** How long an invite link works after it was made. */
export const INVITE_HOURS = 48;

const NO_LIMITS: PartnerLimits = { punishmentPointsPerDay: 0, rewardPointsPerDay: 0, punishmentGoalsPerChallenge: 0 };

/** The two starting points of the invite form: a partner who only watches, and one with every right. */
export const partnerPresets = {
  watcher: { rights: ['see'], limits: NO_LIMITS },
  /** Its limits allow 10 PP a day even in the first week, when only half of each limit applies. */
  keyholder: {
    rights: ['see', 'confirm', 'punish', 'reward', 'lock'],
    limits: { punishmentPointsPerDay: 20, rewardPointsPerDay: 20, punishmentGoalsPerChallenge: 2 },
  },
} as const satisfies Record<string, PartnerContract>;
export type PartnerPreset = keyof typeof partnerPresets;

export const hasRight = (contract: PartnerContract, right: PartnerRight) => contract.rights.includes(right);

/** The moment a partnership's partner becomes trusted. */
export function trustedFrom(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRUST_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The limits that apply at `now`: the contract's, halved (rounded down) while the partner is not
 * yet trusted, so a stranger's first week cannot reach what the player granted a trusted partner.
 */
export function effectiveLimits(contract: PartnerContract, startedAt: Date, now: Date): PartnerLimits {
  if (now >= trustedFrom(startedAt)) return contract.limits;
  const half = (value: number) => Math.floor(value / 2);
  return {
    punishmentPointsPerDay: half(contract.limits.punishmentPointsPerDay),
    rewardPointsPerDay: half(contract.limits.rewardPointsPerDay),
    punishmentGoalsPerChallenge: half(contract.limits.punishmentGoalsPerChallenge),
  };
}

/** What is left of a daily limit after what was handed out today; never below zero. */
export const leftToday = (limit: number, handedOutToday: number) => Math.max(0, limit - handedOutToday);
