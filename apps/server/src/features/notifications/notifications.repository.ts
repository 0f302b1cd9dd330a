import { eq, sql } from 'drizzle-orm';
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
      partnerEmailFrom: notificationSettings.partnerEmailFrom,
      partnerPushFrom: notificationSettings.partnerPushFrom,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row;
}

/** A partnership news channel saved on keeps the time it was turned on; saved off, it has none. */
const keptStart = (name: 'partner_email_from' | 'partner_push_from') =>
  sql<Date | null>`case when excluded.${sql.identifier(name)} is null then null
    else coalesce(${notificationSettings}.${sql.identifier(name)}, excluded.${sql.identifier(name)}) end`;

export async function saveSettings(db: Executor, userId: string, row: SettingsRow): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(notificationSettings)
    .values({ userId, ...row, updatedAt })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        ...row,
        partnerEmailFrom: keptStart('partner_email_from'),
        partnerPushFrom: keptStart('partner_push_from'),
        updatedAt,
      },
    });
}
