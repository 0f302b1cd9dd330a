import type { ReminderChannel } from '@gauntlet/core';

/** Hands a message (a reminder, partnership news) to one channel; throws when the channel could not take it. */
export type ChannelDelivery<Message> = (message: Message) => Promise<void>;

/**
 * Delivers a message on every channel its receiver chose for it, each through its entry here
 * (e-mail, push). A channel without an entry is skipped. When one channel fails the whole
 * message fails and is retried, so a channel that already took it may get it twice: a duplicate
 * rather than a lost message, as decision 0029 chose.
 */
export function deliverByChannel<Message extends { channels: readonly ReminderChannel[] }>(
  channels: Partial<Record<ReminderChannel, ChannelDelivery<Message>>>,
): (message: Message) => Promise<void> {
  return async (message) => {
    const deliveries = message.channels.flatMap((channel) => {
      const deliver = channels[channel];
      return deliver ? [deliver(message)] : [];
    });
    await Promise.all(deliveries);
  };
}
