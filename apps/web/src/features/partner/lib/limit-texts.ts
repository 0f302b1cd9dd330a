import { plural, t } from '@lingui/core/macro';
import type { PartnerLimits } from '@gauntlet/core';
import type { LimitName } from './contract-draft';

/** A limit's field label in the invite and contract forms. */
export function limitLabel(name: LimitName): string {
  switch (name) {
    case 'punishmentPointsPerDay':
      return t`Punishment points (PP) per day`;
    case 'rewardPointsPerDay':
      return t`Reward points (RP) per day`;
    case 'punishmentGoalsPerChallenge':
      return t`Punishment goals per challenge`;
  }
}

/** A limit as the terms state it: 'at most 20 PP a day'. */
export function limitTerm(name: LimitName, limits: PartnerLimits): string {
  const value = limits[name];
  switch (name) {
    case 'punishmentPointsPerDay':
      return t`at most ${value} PP a day`;
    case 'rewardPointsPerDay':
      return t`at most ${value} RP a day`;
    case 'punishmentGoalsPerChallenge':
      return plural(value, { one: 'at most # punishment goal per challenge', other: 'at most # punishment goals per challenge' });
  }
}
