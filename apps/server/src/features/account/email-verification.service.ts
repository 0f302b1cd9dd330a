import { AppError } from '../../http/app-error.js';
import type { Database } from '../../db/database.js';
import type { MailRoom } from '../../mail/mail-room.js';
import { emailChangedMail } from '../../mail/messages/email-changed.js';
import { findEmailAddress, markEmailVerified } from './email-address.repository.js';
import { findMailRecipient } from './mail-recipient.repository.js';
import type { VerificationClaim } from './verification-token.js';

const invalidLink = () =>
  new AppError(400, 'invalid_token', 'This link was used already, has expired or is not valid. Ask for a new one.');

/**
 * The user a link still has work for; a link with none is refused before better-auth sees it.
 * better-auth accepts the link of an address that is verified already again and again; here a
 * link confirms once, so a used one gets the same answer as a forged one.
 */
export async function linkOwner(db: Database, claim: VerificationClaim | null): Promise<string> {
  if (!claim?.userId) throw invalidLink();
  const address = await findEmailAddress(db, claim.userId);
  if (!address || (!claim.updateTo && address.emailVerified)) throw invalidLink();
  return claim.userId;
}

/**
 * After better-auth switched the account to the new address of an e-mail change: the link was
 * followed from that mailbox, so the address is verified (better-auth keeps the old address's
 * state), and the old address is told where the account went.
 */
export async function completeEmailChange(
  db: Database,
  mailRoom: MailRoom,
  publicUrl: string,
  { userId, oldEmail, newEmail }: { userId: string; oldEmail: string; newEmail: string },
): Promise<void> {
  await markEmailVerified(db, userId);
  mailRoom.post(async () => {
    const { userName, language } = await findMailRecipient(db, { id: userId, name: '' });
    return { to: oldEmail, ...emailChangedMail(language, { userName, publicUrl, newEmail }) };
  });
}

/** "Send again" has nothing to send once the address is verified. */
export async function requireUnverifiedEmail(db: Database, userId: string): Promise<string> {
  const address = await findEmailAddress(db, userId);
  if (!address) throw new AppError(404, 'not_found', 'Unknown account');
  if (address.emailVerified) throw new AppError(409, 'email_already_verified', 'Your e-mail address is confirmed already');
  return address.email;
}
