import { asc, eq, sql } from 'drizzle-orm';
import type { Flag, Role, Tier } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import { profiles, user } from '../../db/schema/index.js';

const rowColumns = {
  profile: profiles,
  email: user.email,
};

export async function findAllUsers(db: Executor) {
  return db.select(rowColumns).from(profiles).innerJoin(user, eq(user.id, profiles.userId)).orderBy(asc(profiles.createdAt));
}

export async function findUserRow(db: Executor, userId: string) {
  const [row] = await db
    .select(rowColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

export async function setRole(db: Executor, userId: string, role: Role, flags: Flag[], subscriptionTier: Tier) {
  const updated = await db
    .update(profiles)
    .set({ role, flags, subscriptionTier })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return updated.length === 1;
}

/** Adds the flag in one statement, once, however many requests race. */
export async function addFlag(db: Executor, userId: string, flag: Flag) {
  const updated = await db
    .update(profiles)
    .set({
      flags: sql`case when ${flag} = any(${profiles.flags}) then ${profiles.flags} else array_append(${profiles.flags}, ${flag}::text) end`,
    })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return updated.length === 1;
}

export async function removeFlag(db: Executor, userId: string, flag: Flag) {
  const updated = await db
    .update(profiles)
    .set({ flags: sql`array_remove(${profiles.flags}, ${flag}::text)` })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return updated.length === 1;
}

export async function adminExists(db: Executor): Promise<boolean> {
  const [row] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, 'admin')).limit(1);
  return Boolean(row);
}

/** Whether the user is an administrator and nobody else is. */
export async function isOnlyAdmin(db: Executor, userId: string): Promise<boolean> {
  const admins = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.role, 'admin')).limit(2);
  return admins.length === 1 && admins[0]!.userId === userId;
}

/**
 * Serialises every change to who is admin (the first claim, a role change, deleting an account)
 * across requests and instances for this transaction. Without it, two last admins demoting each
 * other at once would each still see the other and leave nobody.
 */
export async function lockAdminSet(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7420032)`);
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  return row?.id ?? null;
}
