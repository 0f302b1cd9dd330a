import type { PasswordResetHooks } from '../../auth/auth.js';
import type { Database } from '../../db/database.js';
import type { MailRoom } from '../../mail/mail-room.js';
import { passwordChangedMail } from '../../mail/messages/password-changed.js';
import { passwordResetMail } from '../../mail/messages/password-reset.js';
import { findMailRecipient } from './mail-recipient.repository.js';

/**
 * The mails of a forgotten password, in each user's language, with links to PUBLIC_URL. They are
 * prepared and sent in the background, so a registered address is answered as fast as any other.
 * `sessionsEnded` tells every instance that the user's sessions are gone, so none keeps one.
 */
export function passwordResetHooks(
  db: Database,
  mailRoom: MailRoom,
  publicUrl: string,
  sessionsEnded: (userId: string) => Promise<void>,
): PasswordResetHooks {
  return {
    sendResetLink(user, token) {
      mailRoom.post(async () => {
        const { userName, language } = await findMailRecipient(db, user);
        return { to: user.email, ...passwordResetMail(language, { userName, publicUrl, token }) };
      });
    },
    async onPasswordReset(user) {
      await sessionsEnded(user.id);
      mailRoom.post(async () => {
        const { userName, language } = await findMailRecipient(db, user);
        return { to: user.email, ...passwordChangedMail(language, { userName, publicUrl }) };
      });
    },
  };
}
