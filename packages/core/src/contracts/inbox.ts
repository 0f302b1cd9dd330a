import { z } from 'zod';
import { partnerNotificationKinds, reminderKinds } from './notifications.js';

/**
 * What the bell can tell a player of: every reminder, and what the other side of a partnership
 * did. A new kind joins this list, and the table's check of known kinds with it.
 */
export const inboxKinds = [...reminderKinds, ...partnerNotificationKinds] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** How many notifications the bell keeps for a player: a new one pushes the oldest out. */
export const INBOX_SIZE = 20;

/**
 * One notification of the bell, newest first in the list: `challenge` is the one it is about, if
 * any; `partner` the other side of the partnership who acted (null when not a partnership's
 * notification, or when that account is gone); `points` and `note` what a partner handed out and why.
 */
export const inboxNotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(inboxKinds),
  challenge: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  partner: z.object({ userId: z.string(), userName: z.string() }).nullable(),
  points: z.number().int().nullable(),
  note: z.string().nullable(),
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
