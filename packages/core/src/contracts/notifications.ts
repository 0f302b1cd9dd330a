import { z } from 'zod';

/** What a player can be reminded of. */
export const reminderKinds = ['daily_check_in', 'last_day', 'ended_unfinished', 'punishment_waiting'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** How a reminder reaches the player. */
export const reminderChannels = ['email', 'push'] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

/** A wall-clock time 'HH:MM' from 00:00 to 23:59, read in the player's time zone. */
export const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time from 00:00 to 23:59 (HH:MM).');

const channelsSchema = z.strictObject({ email: z.boolean(), push: z.boolean() });

/**
 * What the bell tells of a partnership, named from the receiver's side: the player hears of their
 * partner's actions (`partner_…`), the partner of their player's (`player_…`).
 */
export const partnerNotificationKinds = [
  'partner_punished',
  'partner_rewarded',
  'partner_added_goal',
  'partner_accepted',
  'partner_ended',
  'partner_confirmed_check_in',
  'partner_rejected_check_in',
  'partner_confirmed_manual_grade',
  'partner_rejected_manual_grade',
  'partner_approved_cancel',
  'partner_denied_cancel',
  'player_checked_in',
  'player_missed_day',
  'player_finished',
  'player_cancelled',
  'player_asked_to_cancel',
  'player_cancelled_without_approval',
  'player_changed_contract',
  'player_ended',
] as const;
export type PartnerNotificationKind = (typeof partnerNotificationKinds)[number];

const partnerKindsSchema = z.strictObject(
  Object.fromEntries(partnerNotificationKinds.map((kind) => [kind, z.boolean()])) as Record<
    PartnerNotificationKind,
    z.ZodBoolean
  >,
);

/**
 * A player's reminder settings: per kind, which channels carry it; when the daily check-in
 * reminder goes; the quiet hours that hold any reminder or partnership news until they end (a
 * start after the end spans midnight; equal times mean none); which partnership notifications
 * reach the bell; and whether the ones that do also come by e-mail and by push (a kind turned
 * off in `partner` is off on every channel). Strict objects: an unknown kind or channel is refused.
 */
export const notificationSettingsSchema = z.strictObject({
  channels: z.strictObject({
    daily_check_in: channelsSchema,
    last_day: channelsSchema,
    ended_unfinished: channelsSchema,
    punishment_waiting: channelsSchema,
  }),
  dailyCheckInTime: localTimeSchema,
  quietHours: z.strictObject({ start: localTimeSchema, end: localTimeSchema }),
  partner: partnerKindsSchema,
  partnerChannels: channelsSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * What a player has before choosing: the daily reminder off, the others by e-mail, quiet
 * 22:00–08:00, and every partnership notification in the bell only: a player who checks in
 * daily would otherwise fill their partner's mailbox unasked (decision 0045).
 */
export const defaultNotificationSettings: NotificationSettings = {
  channels: {
    daily_check_in: { email: false, push: false },
    last_day: { email: true, push: false },
    ended_unfinished: { email: true, push: false },
    punishment_waiting: { email: true, push: false },
  },
  dailyCheckInTime: '09:00',
  quietHours: { start: '22:00', end: '08:00' },
  partner: Object.fromEntries(partnerNotificationKinds.map((kind) => [kind, true])) as Record<PartnerNotificationKind, boolean>,
  partnerChannels: { email: false, push: false },
};

/**
 * What a mail's unsubscribe link can stop: one reminder kind, or the partnership news by e-mail
 * (all its kinds at once, as one switch carries them).
 */
export const unsubscribableKinds = [...reminderKinds, 'partner_news'] as const;
export type UnsubscribableKind = (typeof unsubscribableKinds)[number];

/**
 * The token of a one-click unsubscribe link: the player and the kind it stops, and the server's
 * signature over both (two base64url parts). Its shape is checked here; its signature by the server.
 */
export const unsubscribeTokenSchema = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'This unsubscribe link is incomplete.');

export const unsubscribeQuerySchema = z.strictObject({ token: unsubscribeTokenSchema });

/** What a mail program sends for a one-click unsubscribe (RFC 8058); the app sends the same. */
export const oneClickUnsubscribeSchema = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });

/** The kind whose e-mails a one-click unsubscribe turned off. */
export const unsubscribedSchema = z.strictObject({ kind: z.enum(unsubscribableKinds) });
