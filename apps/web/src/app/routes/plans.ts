import type { Tier } from '@gauntlet/core';

/** A paid plan offered on the upgrade screen. The free tier has no card. */
export interface Plan {
  tier: Exclude<Tier, 'free'>;
  name: string;
  pricePerMonth: string;
  features: readonly string[];
  mostPopular?: boolean;
}

export const MONEY_BACK_DAYS = 30;

export const PLANS: readonly Plan[] = [
  {
    tier: 'silver',
    name: 'Silver',
    pricePerMonth: '$9.99',
    features: ['Premium content access', 'Public leaderboard', 'Priority support', 'Ad-free experience'],
  },
  {
    tier: 'gold',
    name: 'Gold',
    pricePerMonth: '$19.99',
    mostPopular: true,
    features: [
      'Everything in Silver',
      'Advanced challenges',
      'Custom routines',
      'Social features',
      'Unlimited storage',
      'Analytics dashboard',
    ],
  },
  {
    tier: 'premium',
    name: 'Premium',
    pricePerMonth: '$29.99',
    features: [
      'Everything in Gold',
      'Early access to beta features',
      'Personal coaching',
      'API access',
      'White-label options',
      '24/7 premium support',
    ],
  },
];
