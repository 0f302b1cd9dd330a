import { z } from 'zod';
import { reminderKinds } from './notifications.js';

/**
 * What the bell can tell a player of. Every reminder lands there; a later kind (a partner's
 * check-in) joins this list, and the table's check of known kinds with it.
 */
export const inboxKinds = reminderKinds;
export type InboxKind = (typeof inboxKinds)[number];

/** How many notifications the bell keeps for a player: a new one pushes the oldest out. */
export const INBOX_SIZE = 20;

/** One notification of the bell, newest first in the list; `challenge` is the one it is about, if any. */
export const inboxNotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(inboxKinds),
  challenge: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  read: z.boolean(),
});
export type InboxNotification = z.infer<typeof inboxNotificationSchema>;

/** The bell: every notification kept for the player, newest first, and how many are unread. */
export const inboxSchema = z.object({
  notifications: z.array(inboxNotificationSchema).max(INBOX_SIZE),
  unreadCount: z.number().int().min(0),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const inboxNotificationParamsSchema = z.strictObject({ notificationId: z.uuid('Unknown notification') });
