import { sql } from 'drizzle-orm';
import type { ReminderKind } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import type { SettingsRow } from './notifications.repository.js';

/**
 * Takes one kind off the e-mail kinds of a player, in one statement so a settings change saved
 * at the same moment is not overwritten. A player who never saved settings gets the defaults
 * without that kind. A deleted account has nothing to change.
 */
export async function removeEmailKind(db: Executor, userId: string, kind: ReminderKind, defaults: SettingsRow): Promise<void> {
  await db.execute(sql`
    insert into notification_settings
      (user_id, email_kinds, push_kinds, daily_check_in_minute, quiet_start_minute, quiet_end_minute, updated_at)
    select id,
           array_remove(string_to_array(${defaults.emailKinds.join(',')}, ','), ${kind}),
           string_to_array(${defaults.pushKinds.join(',')}, ','),
           ${defaults.dailyCheckInMinute}, ${defaults.quietStartMinute}, ${defaults.quietEndMinute}, now()
      from "user" where id = ${userId}
    on conflict (user_id) do update
      set email_kinds = array_remove(notification_settings.email_kinds, ${kind}), updated_at = now()`);
}

/**
 * Stops the partnership news by e-mail, in one statement. Only a player who saved settings can
 * have it on (the defaults have it off), so a player without a row has nothing to change.
 */
export async function stopPartnerNewsEmail(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    update notification_settings set partner_email_from = null, updated_at = now()
    where user_id = ${userId} and partner_email_from is not null`);
}
