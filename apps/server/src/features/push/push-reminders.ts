import type { ReminderChannel, ReminderKind } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { findPushRecipient, forgetEndpoint } from './push.repository.js';
import { reminderPush } from './reminder-push.js';
import type { SendPush } from './push-sender.js';

interface PushedReminder {
  userId: string;
  kind: ReminderKind;
  channels: readonly ReminderChannel[];
}

/**
 * Delivers reminders to every device the player turned push on in, in the player's language. A
 * subscription the push service says is gone is forgotten; any other failure throws once every
 * device was tried, so the reminder's job is retried.
 */
export function pushReminders(db: Database, send: SendPush) {
  return async (reminder: PushedReminder): Promise<void> => {
    if (!reminder.channels.includes('push')) return;
    const { language, subscriptions } = await findPushRecipient(db, reminder.userId);
    const payload = JSON.stringify(reminderPush(language, reminder.kind));
    const outcomes = await Promise.allSettled(subscriptions.map((subscription) => send(subscription, payload)));
    const gone = subscriptions.filter((_, index) => {
      const outcome = outcomes[index];
      return outcome?.status === 'fulfilled' && outcome.value === 'gone';
    });
    await Promise.all(gone.map((subscription) => forgetEndpoint(db, subscription.endpoint)));
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    if (failures.length) throw new AggregateError(failures, `${failures.length} of ${subscriptions.length} pushes failed`);
  };
}
