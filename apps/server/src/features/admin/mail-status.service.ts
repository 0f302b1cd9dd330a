import type { MailStatus } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { MAIL_QUEUE } from '../../mail/mail-queue.js';
import { SEND_REMINDER } from '../notifications/reminders.service.js';
import { readMailStatus } from './mail-status.repository.js';

/** How many mails and reminders wait, how many mails were given up, and the last failed attempt. */
export function mailStatus(db: Database): Promise<MailStatus> {
  return readMailStatus(db, { mail: MAIL_QUEUE, reminders: SEND_REMINDER });
}
