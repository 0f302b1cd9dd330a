import { describe, expect, it } from 'vitest';
import { partnerContractSchema } from '../contracts/partner.js';
import { effectiveLimits, leftToday, partnerPresets, trustedFrom } from './partner-contract.js';

const startedAt = new Date('2026-11-01T10:00:00Z');

describe('a partner not yet trusted', () => {
  it('gets half of every limit, rounded down, for the first seven days', () => {
    const contract = {
      rights: ['see', 'punish'] as const,
      limits: { punishmentPointsPerDay: 15, rewardPointsPerDay: 1, punishmentGoalsPerChallenge: 3 },
    };
    expect(effectiveLimits({ ...contract, rights: [...contract.rights] }, startedAt, new Date('2026-11-08T09:59:59Z'))).toEqual({
      punishmentPointsPerDay: 7,
      rewardPointsPerDay: 0,
      punishmentGoalsPerChallenge: 1,
    });
  });

  it('gets the whole limits from the seventh day after pairing', () => {
    expect(trustedFrom(startedAt).toISOString()).toBe('2026-11-08T10:00:00.000Z');
    const keyholder = { rights: [...partnerPresets.keyholder.rights], limits: partnerPresets.keyholder.limits };
    expect(effectiveLimits(keyholder, startedAt, new Date('2026-11-08T10:00:00Z'))).toEqual(partnerPresets.keyholder.limits);
  });

  it("is allowed at least 10 PP a day by the keyholder preset's defaults", () => {
    const keyholder = { rights: [...partnerPresets.keyholder.rights], limits: partnerPresets.keyholder.limits };
    expect(effectiveLimits(keyholder, startedAt, startedAt).punishmentPointsPerDay).toBeGreaterThanOrEqual(10);
  });
});

describe('the contract', () => {
  it('accepts both presets', () => {
    expect(partnerContractSchema.safeParse(partnerPresets.watcher).success).toBe(true);
    expect(partnerContractSchema.safeParse(partnerPresets.keyholder).success).toBe(true);
  });

  it('refuses a right without seeing, a right named twice and a limit above the maximum', () => {
    const limits = partnerPresets.keyholder.limits;
    expect(partnerContractSchema.safeParse({ rights: ['punish'], limits }).success).toBe(false);
    expect(partnerContractSchema.safeParse({ rights: ['see', 'see'], limits }).success).toBe(false);
    expect(
      partnerContractSchema.safeParse({ rights: ['see'], limits: { ...limits, punishmentPointsPerDay: 1001 } }).success,
    ).toBe(false);
  });
});

describe('what is left today', () => {
  it('subtracts what was handed out and never goes below zero', () => {
    expect(leftToday(10, 4)).toBe(6);
    expect(leftToday(5, 8)).toBe(0);
  });
});
