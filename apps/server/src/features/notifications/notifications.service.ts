import { defaultNotificationSettings, type NotificationSettings } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { fromRow, toRow } from './notification-settings.js';
import { findSettings, saveSettings } from './notifications.repository.js';

/** The player's saved settings, or the defaults until they save some. */
export async function settingsOf(db: Database, userId: string): Promise<NotificationSettings> {
  const row = await findSettings(db, userId);
  return row ? fromRow(row) : defaultNotificationSettings;
}

export async function replaceSettings(
  db: Database,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await saveSettings(db, userId, toRow(settings));
  return settings;
}
