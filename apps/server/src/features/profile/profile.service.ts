import crypto from 'node:crypto';
import {
  calendarDay,
  numberedUserName,
  roleLabel,
  TIERS,
  type AccountExport,
  type Language,
  isLanguage,
  type MyProfile,
  type Permissions,
  type PublicProfile,
  type RecentUser,
  type UpdateProfileBody,
  FLAGS,
  RECENT_USERS_LIMIT,
  USER_NAME_TAKEN_MESSAGE,
} from '@gauntlet/core';
import type { LiveUser } from '../../changes/changes.js';
import type { Database } from '../../db/database.js';
import type { ReadCache } from '../../db/read-cache.js';
import type { profiles } from '../../db/schema/index.js';
import { violatesUnique } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import { findEverythingOf } from './data-export.repository.js';
import * as repository from './profile.repository.js';

type ProfileRow = typeof profiles.$inferSelect;

/** A stored language the app no longer offers reads as not chosen. */
const languageOf = (stored: string | null): Language | null => (isLanguage(stored) ? stored : null);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toPermissions(row: Pick<ProfileRow, 'role' | 'flags' | 'subscriptionTier'>): Permissions {
  const role = roleLabel(row.role);
  const tier = (TIERS as readonly string[]).includes(row.subscriptionTier)
    ? (row.subscriptionTier as Permissions['subscriptionTier'])
    : 'free';
  const known = new Set<string>(FLAGS);
  const flags = row.flags.filter((flag): flag is Permissions['flags'][number] => known.has(flag));
  return { role, flags, subscriptionTier: tier };
}

function toMyProfile(row: ProfileRow, email: string, emailVerified: boolean, unreadNotifications: number): MyProfile {
  return {
    userId: row.userId,
    userName: row.userName,
    email,
    emailVerified,
    profilePicture: row.profilePicture,
    publicStats: row.publicStats,
    publicActivity: row.publicActivity,
    showInRecentlyActive: row.showInRecentlyActive,
    lastLogin: iso(row.lastLogin),
    rewardPoints: row.rewardPoints,
    punishmentPoints: row.punishmentPoints,
    cancelPenalty: row.cancelPenalty,
    timeZone: row.timeZone,
    language: languageOf(row.language),
    introDismissed: row.introDismissed,
    permissions: toPermissions(row),
    unreadNotifications,
  };
}

/** The caller's own profile, from memory while they have not changed. */
export function getMyProfileCached(db: Database, cache: ReadCache, userId: string): Promise<MyProfile> {
  return cache.answer(userId, 'profile', () => getMyProfile(db, userId));
}

export async function getMyProfile(db: Database, userId: string): Promise<MyProfile> {
  const found = await repository.findOwnProfile(db, userId);
  if (!found) throw notFound('Failed to load user profile');
  return toMyProfile(found.profile, found.email, found.emailVerified, found.unreadNotifications);
}

/** The live fields with the outbox version they belong to. */
export async function getLiveProfile(db: Database, userId: string): Promise<LiveUser | null> {
  const found = await repository.findLiveProfile(db, userId);
  if (!found) return null;
  const { userName, publicStats, publicActivity, showInRecentlyActive, cancelPenalty, rewardPoints, punishmentPoints, language } =
    found.profile;
  return {
    version: found.version ?? 0,
    fields: {
      userName,
      publicStats,
      publicActivity,
      showInRecentlyActive,
      cancelPenalty,
      rewardPoints,
      punishmentPoints,
      language: languageOf(language),
      permissions: toPermissions(found.profile),
      unreadNotifications: found.unreadNotifications,
    },
  };
}

/** Signed-in players see every profile; a visitor who is not signed in only one its player opened to them. */
const mayView = (viewerId: string | null, owner: { publicStats: boolean }) => viewerId !== null || owner.publicStats;

/**
 * Another player's profile as `viewerId` (null: not signed in) may see it. A profile closed to
 * the viewer is answered as such rather than as missing, so its page has nothing to fail on.
 */
export async function getPublicProfile(db: Database, viewerId: string | null, userId: string): Promise<PublicProfile> {
  const row = await repository.findPublicProfile(db, userId);
  if (!row) throw notFound('User not found');
  if (!mayView(viewerId, row)) return { userId, visible: false };
  const { userName, profilePicture, rewardPoints, punishmentPoints, lastLogin, timeZone, publicActivity } = row;
  return {
    userId,
    visible: true,
    userName,
    profilePicture,
    rewardPoints,
    punishmentPoints,
    lastSeenOn: lastLogin && calendarDay(lastLogin, timeZone),
    publicActivity,
  };
}

/**
 * Refuses a visitor who is not signed in what a profile closed to them shows (challenges, routine
 * logs, the avatar), as if the user did not exist. Signed-in players may read every profile.
 */
export async function requireViewableProfile(db: Database, viewerId: string | null, userId: string): Promise<void> {
  if (viewerId !== null) return;
  const row = await repository.findPublicProfile(db, userId);
  if (!row || !mayView(viewerId, row)) throw notFound('User not found');
}

/** The players who chose to appear in "Recently active", the latest seen first, each with the day only. */
export async function listRecentlyActive(db: Database): Promise<RecentUser[]> {
  const rows = await repository.findRecentlyActive(db, RECENT_USERS_LIMIT);
  return rows.flatMap(({ lastLogin, timeZone, ...user }) =>
    lastLogin ? [{ ...user, lastSeenOn: calendarDay(lastLogin, timeZone) }] : [],
  );
}

/** A new account's profile; 'name_taken' when the user name is someone else's, whatever its letter case. */
export async function createProfile(
  db: Database,
  values: { userId: string; userName: string; timeZone: string },
): Promise<'created' | 'name_taken'> {
  try {
    await repository.createProfile(db, values);
    return 'created';
  } catch (error) {
    if (!violatesUnique(error, repository.USER_NAME_INDEX)) throw error;
    return 'name_taken';
  }
}

/** How many numbered variants of a suggested name are tried before a random one. */
const NUMBERED_NAMES = 20;

/**
 * A free user name for an account made by an outside provider: the suggestion, else the first
 * free of suggestion-2 … suggestion-20, else the suggestion with a random ending.
 */
export async function freeUserName(db: Database, suggestion: string): Promise<string> {
  const candidates = [suggestion];
  for (let n = 2; n <= NUMBERED_NAMES; n++) candidates.push(numberedUserName(suggestion, n));
  const taken = await repository.takenUserNames(db, candidates);
  return (
    candidates.find((name) => !taken.has(name.toLowerCase())) ?? numberedUserName(suggestion, crypto.randomInt(1000, 1_000_000))
  );
}

/** A sign-in: the profile's last login and a login record, written together. */
export function recordSignIn(db: Database, userId: string, ip: string | null): Promise<void> {
  return repository.stampLogin(db, userId, ip);
}

/** A session used on a new day: the profile's last seen moves to now. */
export function recordSeen(db: Database, userId: string): Promise<void> {
  return repository.stampSeen(db, userId);
}

/**
 * The zone of a user's check-in calendar and whether `viewerId` (null: not signed in) may see it:
 * the owner always, others once the owner made it public and may see the profile. Null when there
 * is no such user.
 */
export async function findActivityAccess(db: Database, viewerId: string | null, userId: string) {
  const found = await repository.findOwnProfile(db, userId);
  if (!found) return null;
  const { timeZone, publicActivity } = found.profile;
  return { timeZone, visible: viewerId === userId || (publicActivity && mayView(viewerId, found.profile)) };
}

const userNameTaken = () => new AppError(409, 'username_taken', USER_NAME_TAKEN_MESSAGE);

export async function updateMyProfile(db: Database, userId: string, body: UpdateProfileBody): Promise<MyProfile> {
  try {
    await repository.updateProfileFields(db, userId, body);
  } catch (error) {
    if (violatesUnique(error, repository.USER_NAME_INDEX)) throw userNameTaken();
    throw error;
  }
  return getMyProfile(db, userId);
}

export async function exportMyData(db: Database, userId: string): Promise<AccountExport> {
  const exportedAt = new Date().toISOString();
  const profile = await getMyProfile(db, userId);
  // One snapshot, so the tables agree with each other (a goal's challenge is there, and so on).
  const tables = await db.transaction((tx) => findEverythingOf(tx, userId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return { exportedAt, profile, tables };
}
