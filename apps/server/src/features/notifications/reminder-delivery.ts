import type { ReminderChannel } from '@gauntlet/core';
import type { Reminder } from './reminders.repository.js';
import type { DeliverReminder } from './reminders.service.js';

/** Hands a reminder to one channel; throws when the channel could not take it. */
export type ChannelDelivery = (reminder: Reminder) => Promise<void>;

/**
 * Delivers a reminder on every channel the player chose for its kind, each through its entry
 * here (e-mail now; push is one more entry). A channel without an entry is skipped. When one
 * channel fails the whole reminder fails and is retried, so a channel that already took it may
 * get it twice: a duplicate rather than a lost reminder, as decision 0029 chose.
 */
export function deliverByChannel(channels: Partial<Record<ReminderChannel, ChannelDelivery>>): DeliverReminder {
  return async (reminder) => {
    const deliveries = reminder.channels.flatMap((channel) => {
      const deliver = channels[channel];
      return deliver ? [deliver(reminder)] : [];
    });
    await Promise.all(deliveries);
  };
}
