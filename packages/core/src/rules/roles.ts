/** Roles, feature flags and plan tiers. */

export const ROLES = ['basic', 'silver', 'gold', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const FLAGS = [
  'premium_content',
  'advanced_challenges',
  'custom_routines',
  'public_leaderboard',
  'social_features',
  'moderate_content',
  'manage_users',
  'manage_challenges',
  'system_admin',
  'beta_features',
  'unlimited_storage',
] as const;
export type Flag = (typeof FLAGS)[number];

/**
 * Flags that carry power over other accounts or over the app. Only an administrator may grant or
 * remove them: a moderator who could hand out moderate_content would mint moderators who keep
 * that power after the moderator who made them is demoted. Moderators may add the other flags.
 */
export const POWER_FLAGS: readonly Flag[] = ['moderate_content', 'manage_users', 'manage_challenges', 'system_admin'];

export function carriesPower(flag: Flag): boolean {
  return POWER_FLAGS.includes(flag);
}

export const TIERS = ['free', 'silver', 'gold', 'premium'] as const;
export type Tier = (typeof TIERS)[number];

const ROLE_LEVEL: Record<Role, number> = { basic: 1, silver: 2, gold: 3, moderator: 4, admin: 5 };

const GOLD_FLAGS: Flag[] = [
  'premium_content',
  'advanced_challenges',
  'custom_routines',
  'public_leaderboard',
  'social_features',
  'unlimited_storage',
];

const DEFAULT_FLAGS: Record<Role, readonly Flag[]> = {
  basic: [],
  silver: ['premium_content', 'public_leaderboard'],
  gold: GOLD_FLAGS,
  moderator: [...GOLD_FLAGS, 'moderate_content', 'beta_features'],
  admin: FLAGS,
};

const TIER_BY_ROLE: Record<Role, Tier> = {
  basic: 'free',
  silver: 'silver',
  gold: 'gold',
  moderator: 'premium',
  admin: 'premium',
};

function isRole(value: string | null | undefined): value is Role {
  return (ROLES as readonly string[]).includes(value ?? '');
}

/** An unknown or missing role counts as level 1. */
export function roleLevel(role: string | null | undefined): number {
  return isRole(role) ? ROLE_LEVEL[role] : 1;
}

/** A role reaches another role's level if its own level is equal or higher. */
export function roleReaches(role: string | null | undefined, required: Role): boolean {
  return roleLevel(role) >= ROLE_LEVEL[required];
}

export function defaultFlagsFor(role: Role): Flag[] {
  return [...DEFAULT_FLAGS[role]];
}

export function tierForRole(role: Role): Tier {
  return TIER_BY_ROLE[role];
}

export function hasFlag(flags: readonly string[], flag: Flag): boolean {
  return flags.includes(flag);
}

export function isAdmin(role: string | null | undefined): boolean {
  return role === 'admin';
}

export function isModerator(role: string | null | undefined, flags: readonly string[]): boolean {
  return roleReaches(role, 'moderator') || hasFlag(flags, 'moderate_content');
}

export function isPremium(role: string | null | undefined, flags: readonly string[]): boolean {
  return roleReaches(role, 'silver') || hasFlag(flags, 'premium_content');
}

/** The badge label: the role name, or basic when there is none. */
export function roleLabel(role: string | null | undefined): Role {
  return isRole(role) ? role : 'basic';
}
