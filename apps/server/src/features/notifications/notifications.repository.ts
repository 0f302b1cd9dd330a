import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notificationSettings } from '../../db/schema/index.js';

export type SettingsRow = Omit<typeof notificationSettings.$inferInsert, 'userId' | 'updatedAt'>;

export async function findSettings(db: Executor, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select({
      emailKinds: notificationSettings.emailKinds,
      pushKinds: notificationSettings.pushKinds,
      dailyCheckInMinute: notificationSettings.dailyCheckInMinute,
      quietStartMinute: notificationSettings.quietStartMinute,
      quietEndMinute: notificationSettings.quietEndMinute,
      partnerKindsOff: notificationSettings.partnerKindsOff,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row;
}

export async function saveSettings(db: Executor, userId: string, row: SettingsRow): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(notificationSettings)
    .values({ userId, ...row, updatedAt })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...row, updatedAt } });
}
