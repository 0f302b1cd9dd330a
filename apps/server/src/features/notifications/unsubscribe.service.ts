import { defaultNotificationSettings, type UnsubscribableKind } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { toRow } from './notification-settings.js';
import { removeEmailKind, stopPartnerNewsEmail } from './unsubscribe.repository.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

const invalidLink = () =>
  new AppError(
    400,
    'invalid_unsubscribe_link',
    'This unsubscribe link is not valid. Change your reminders on the Notifications page.',
  );

/** The player and kind of a genuine unsubscribe link; a forged or altered one is refused. */
export function verifiedUnsubscribe(key: string, token: string): { userId: string; kind: UnsubscribableKind } {
  const signed = readUnsubscribeToken(key, token);
  if (!signed) throw invalidLink();
  return signed;
}

/**
 * Turns off the e-mails of the link's kind only (a reminder kind, or the partnership news): its
 * push and every other kind stay as they are.
 */
export async function unsubscribe(db: Database, key: string, token: string): Promise<{ kind: UnsubscribableKind }> {
  const { userId, kind } = verifiedUnsubscribe(key, token);
  if (kind === 'partner_news') await stopPartnerNewsEmail(db, userId);
  else await removeEmailKind(db, userId, kind, toRow(defaultNotificationSettings));
  return { kind };
}
