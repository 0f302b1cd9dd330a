import type { ReminderChannel, ReminderKind } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { pushToDevices } from './push.service.js';
import { reminderPush } from './reminder-push.js';
import type { SendPush } from './push-sender.js';

interface PushedReminder {
  userId: string;
  kind: ReminderKind;
  channels: readonly ReminderChannel[];
}

/** Delivers reminders by push, when the player chose push for the reminder's kind. */
export function pushReminders(db: Database, send: SendPush) {
  return async (reminder: PushedReminder): Promise<void> => {
    if (!reminder.channels.includes('push')) return;
    await pushToDevices(db, send, reminder.userId, (language) => reminderPush(language, reminder.kind));
  };
}
