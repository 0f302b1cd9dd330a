import { isLanguage } from '@gauntlet/core';
import type { EmailVerificationHooks } from '../../auth/auth.js';
import type { Database } from '../../db/database.js';
import type { MailRoom } from '../../mail/mail-room.js';
import { emailChangeMail } from '../../mail/messages/email-change.js';
import { emailVerificationMail } from '../../mail/messages/email-verification.js';
import { findMailRecipient } from './mail-recipient.repository.js';
import { readVerificationClaim } from './verification-token.js';

/**
 * The verification mails, in the language of the recipient's profile. A new account's profile has
 * none yet, so its mail speaks the language the app was shown in at sign-up (English if unknown).
 */
export function emailVerificationHooks(db: Database, mailRoom: MailRoom, publicUrl: string): EmailVerificationHooks {
  return {
    sendVerificationLink(user, token, signUpLanguage) {
      const isChange = Boolean(readVerificationClaim(token)?.updateTo);
      mailRoom.post(async () => {
        const { userName, language } = await findMailRecipient(db, user, isLanguage(signUpLanguage) ? signUpLanguage : 'en');
        const compose = isChange ? emailChangeMail : emailVerificationMail;
        return { to: user.email, ...compose(language, { userName, publicUrl, token }) };
      });
    },
  };
}
