import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Language } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { inboxNotifications, loginRecords, profiles, profileVersions, user } from '../../db/schema/index.js';

/** The unique index that keeps user names apart whatever their letter case. */
export const USER_NAME_INDEX = 'profiles_user_name_lower_key';

export async function createProfile(db: Database, values: { userId: string; userName: string; timeZone: string }): Promise<void> {
  await db.insert(profiles).values(values);
}

/** Which of these user names are taken, lower-cased (names are unique whatever their case). */
export async function takenUserNames(db: Database, names: string[]): Promise<Set<string>> {
  const lowered = names.map((name) => name.toLowerCase());
  const rows = await db
    .select({ name: sql<string>`lower(${profiles.userName})` })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.userName})`, lowered));
  return new Set(rows.map((row) => row.name));
}

/** A session used on a new day: the user was seen now (no sign-in, so no login record). */
export async function stampSeen(db: Database, userId: string): Promise<void> {
  await db.update(profiles).set({ lastLogin: new Date() }).where(eq(profiles.userId, userId));
}

/** A sign-in event: stamps lastLogin and writes the login record together. */
export async function stampLogin(db: Database, userId: string, ip: string | null): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ lastLogin: now }).where(eq(profiles.userId, userId));
    await tx.insert(loginRecords).values({ userId, ip, createdAt: now });
  });
}

/** How many of the bell's notifications the profile's owner has not read, shown with the profile. */
const unreadNotifications = sql<number>`(select count(*)::int from ${inboxNotifications}
  where ${inboxNotifications.userId} = ${profiles.userId} and ${inboxNotifications.readAt} is null)`;

const ownProfileQuery = preparedOn((db) =>
  db
    .select({ profile: profiles, email: user.email, emailVerified: user.emailVerified, unreadNotifications })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('own_profile'),
);

export async function findOwnProfile(db: Database, userId: string) {
  const [row] = await ownProfileQuery(db).execute({ userId });
  return row ?? null;
}

export async function findLiveProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ profile: profiles, version: profileVersions.version, unreadNotifications })
    .from(profiles)
    .leftJoin(profileVersions, eq(profileVersions.userId, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Only the public columns are ever selected here, with the choices that decide who sees them. */
const publicProfileQuery = preparedOn((db) =>
  db
    .select({
      userId: profiles.userId,
      userName: profiles.userName,
      profilePicture: profiles.profilePicture,
      rewardPoints: profiles.rewardPoints,
      punishmentPoints: profiles.punishmentPoints,
      lastLogin: profiles.lastLogin,
      timeZone: profiles.timeZone,
      publicStats: profiles.publicStats,
      publicActivity: profiles.publicActivity,
    })
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('public_profile'),
);

export async function findPublicProfile(db: Database, userId: string) {
  const [row] = await publicProfileQuery(db).execute({ userId });
  return row ?? null;
}

const recentlyActiveQuery = preparedOn((db) =>
  db
    .select({
      userId: profiles.userId,
      userName: profiles.userName,
      profilePicture: profiles.profilePicture,
      lastLogin: profiles.lastLogin,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .where(and(sql`${profiles.showInRecentlyActive}`, isNotNull(profiles.lastLogin), ne(profiles.userName, '')))
    .orderBy(desc(profiles.lastLogin))
    .limit(sql.placeholder('limit'))
    .prepare('recently_active'),
);

export async function findRecentlyActive(db: Database, limit: number) {
  return recentlyActiveQuery(db).execute({ limit });
}

export async function updateProfileFields(
  db: Database,
  userId: string,
  fields: {
    userName?: string;
    timeZone?: string;
    publicStats?: boolean;
    publicActivity?: boolean;
    showInRecentlyActive?: boolean;
    language?: Language;
    introDismissed?: true;
  },
): Promise<void> {
  await db.update(profiles).set(fields).where(eq(profiles.userId, userId));
}
