import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Flag } from '@gauntlet/core';

// In English a flag reads as its key with spaces and a capital: premium_content is "Premium content".
const FLAG_NAMES: Record<Flag, MessageDescriptor> = {
  premium_content: msg`Premium content`,
  advanced_challenges: msg`Advanced challenges`,
  custom_routines: msg`Custom routines`,
  public_leaderboard: msg`Public leaderboard`,
  social_features: msg`Social features`,
  moderate_content: msg`Moderate content`,
  manage_users: msg`Manage users`,
  manage_challenges: msg`Manage challenges`,
  system_admin: msg`System admin`,
  beta_features: msg`Beta features`,
  unlimited_storage: msg`Unlimited storage`,
};

/** A feature flag as the reader names it, in their language. */
export function flagName(flag: Flag): string {
  return i18n._(FLAG_NAMES[flag]);
}
