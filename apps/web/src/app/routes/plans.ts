import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Tier } from '@gauntlet/core';

/** A paid plan offered on the upgrade screen. The free tier has no card. */
export interface Plan {
  tier: Exclude<Tier, 'free'>;
  name: string;
  pricePerMonth: string;
  /** What the plan adds, each a message shown in the reader's language. */
  features: readonly MessageDescriptor[];
  mostPopular?: boolean;
}

export const MONEY_BACK_DAYS = 30;

export const PLANS: readonly Plan[] = [
  {
    tier: 'silver',
    // eslint-disable-next-line gauntlet/no-untranslated-text -- a plan's name is the same in every language
    name: 'Silver',
    pricePerMonth: '$9.99',
    features: [msg`Premium content access`, msg`Public leaderboard`, msg`Priority support`, msg`Ad-free experience`],
  },
  {
    tier: 'gold',
    // eslint-disable-next-line gauntlet/no-untranslated-text -- a plan's name is the same in every language
    name: 'Gold',
    pricePerMonth: '$19.99',
    mostPopular: true,
    features: [
      msg`Everything in Silver`,
      msg`Advanced challenges`,
      msg`Custom routines`,
      msg`Social features`,
      msg`Unlimited storage`,
      msg`Analytics dashboard`,
    ],
  },
  {
    tier: 'premium',
    // eslint-disable-next-line gauntlet/no-untranslated-text -- a plan's name is the same in every language
    name: 'Premium',
    pricePerMonth: '$29.99',
    features: [
      msg`Everything in Gold`,
      msg`Early access to beta features`,
      msg`Personal coaching`,
      msg`API access`,
      msg`White-label options`,
      msg`24/7 premium support`,
    ],
  },
];
