import { describe, expect, it } from 'vitest';
import { partnerPresets } from '@gauntlet/core';
import { contractOf, draftOf, EMPTY_DRAFT, presetOf, switchRight } from './contract-draft';

describe('the contract a player drafts', () => {
  it('turns seeing on with any other right, and keeps it on while another needs it', () => {
    const punishing = switchRight(EMPTY_DRAFT, 'punish', true);
    expect(punishing.rights.sort()).toEqual(['punish', 'see']);
    expect(switchRight(punishing, 'see', false)).toBe(punishing);
    const watching = switchRight(punishing, 'punish', false);
    expect(watching.rights).toEqual(['see']);
    expect(switchRight(watching, 'see', false).rights).toEqual([]);
  });

  it('sends the rights in the contract’s order and a limit whose right is off as 0', () => {
    const draft = switchRight(switchRight(EMPTY_DRAFT, 'reward', true), 'confirm', true);
    const typed = {
      ...draft,
      limits: { punishmentPointsPerDay: '30', rewardPointsPerDay: '15', punishmentGoalsPerChallenge: '3' },
    };
    expect(contractOf(typed)).toEqual({
      rights: ['see', 'confirm', 'reward'],
      limits: { punishmentPointsPerDay: 0, rewardPointsPerDay: 15, punishmentGoalsPerChallenge: 0 },
    });
  });

  it('has no contract while a shown limit is not a whole number within its range', () => {
    const keyholder = draftOf(partnerPresets.keyholder);
    expect(contractOf({ ...keyholder, limits: { ...keyholder.limits, rewardPointsPerDay: '2.5' } })).toBeNull();
    expect(contractOf({ ...keyholder, limits: { ...keyholder.limits, punishmentGoalsPerChallenge: '21' } })).toBeNull();
    expect(contractOf({ ...keyholder, limits: { ...keyholder.limits, punishmentPointsPerDay: '' } })).toBeNull();
  });

  it('knows a preset when the draft is exactly it', () => {
    expect(presetOf(draftOf(partnerPresets.keyholder))).toBe('keyholder');
    expect(presetOf(draftOf(partnerPresets.watcher))).toBe('watcher');
    expect(presetOf(switchRight(draftOf(partnerPresets.keyholder), 'lock', false))).toBeNull();
  });
});
