import { and, eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { profiles, pushSubscriptions } from '../../db/schema/index.js';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Keeps a browser's subscription for a user; an endpoint already known moves to this user with its new keys. */
export async function saveSubscription(db: Database, userId: string, subscription: StoredSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: new Date() },
    });
}

export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** A subscription the push service says is gone, whoever it belongs to. */
export async function forgetEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Where a user's pushes go, and the language they read (English until they choose). */
export async function findPushRecipient(
  db: Database,
  userId: string,
): Promise<{ language: Language; subscriptions: StoredSubscription[] }> {
  const [subscriptions, [profile]] = await Promise.all([
    db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    db.select({ language: profiles.language }).from(profiles).where(eq(profiles.userId, userId)),
  ]);
  return { language: isLanguage(profile?.language) ? profile.language : 'en', subscriptions };
}
