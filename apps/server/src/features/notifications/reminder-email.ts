import { isLanguage, notificationsApi, routeUrl } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import type { MailRoom } from '../../mail/mail-room.js';
import { reminderMail } from '../../mail/messages/reminder.js';
import { findReminderRecipient } from './reminder-recipient.repository.js';
import type { Reminder } from './reminders.repository.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * The headers that let a mail program offer "unsubscribe" and do it with one POST, without the
 * reader signing in (RFC 8058).
 */
export function oneClickUnsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}${routeUrl(notificationsApi.unsubscribe, { query: { token } })}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** What the e-mails of reminders and of partnership news are sent with. */
export interface Mailing {
  db: Database;
  mailRoom: MailRoom;
  /** Where every link in a mail starts. */
  publicUrl: string;
  /** Signs the one-click unsubscribe links. */
  unsubscribeKey: string;
}

/**
 * Sends a reminder by e-mail, in the player's language, and resolves once the mail server took it
 * (a refusal throws, so the reminder is retried). Reminders go only to verified addresses: an
 * unverified one is skipped without error, since mailing an address nobody confirmed could reach a
 * stranger.
 */
export function emailReminders({ db, mailRoom, publicUrl, unsubscribeKey }: Mailing) {
  return async (reminder: Reminder): Promise<void> => {
    const recipient = await findReminderRecipient(db, reminder.userId);
    if (!recipient?.emailVerified) return;
    const token = unsubscribeToken(unsubscribeKey, reminder.userId, reminder.kind);
    const language = isLanguage(recipient.language) ? recipient.language : 'en';
    const userName = recipient.userName ?? recipient.accountName;
    await mailRoom.send({
      to: recipient.email,
      ...reminderMail(language, { kind: reminder.kind, userName, publicUrl, unsubscribeToken: token }),
      headers: oneClickUnsubscribeHeaders(publicUrl, token),
    });
  };
}
