import { eq } from 'drizzle-orm';
import { profileApi, routeUrl } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { avatars, profiles } from '../../db/schema/index.js';

/** Where an avatar is served; the version makes a new avatar a new address for every cache. */
const avatarUrl = (userId: string, version: Date) =>
  routeUrl(profileApi.avatar, { params: { userId }, query: { v: version.getTime() } });

/** Stores the avatar and points the profile at it, together. */
export async function saveAvatar(db: Database, userId: string, image: Buffer): Promise<void> {
  const updatedAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(avatars)
      .values({ userId, image, updatedAt })
      .onConflictDoUpdate({ target: avatars.userId, set: { image, updatedAt } });
    await tx
      .update(profiles)
      .set({ profilePicture: avatarUrl(userId, updatedAt) })
      .where(eq(profiles.userId, userId));
  });
}

export async function removeAvatar(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(avatars).where(eq(avatars.userId, userId));
    await tx.update(profiles).set({ profilePicture: null }).where(eq(profiles.userId, userId));
  });
}

export async function findAvatar(db: Database, userId: string): Promise<Buffer | null> {
  const [row] = await db.select({ image: avatars.image }).from(avatars).where(eq(avatars.userId, userId));
  return row?.image ?? null;
}
