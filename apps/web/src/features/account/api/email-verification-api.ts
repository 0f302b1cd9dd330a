import { accountApi, type ChangeEmailBody, type EmailVerified } from '@gauntlet/core';
import { call } from '../../../lib/api-client';

/** Follows a verification link: confirms the address, or switches to the new one of an e-mail change. */
export function verifyEmail(token: string): Promise<EmailVerified> {
  return call(accountApi.verifyEmail, { body: { token } });
}

/** Mails the verification link again to the signed-in user's address. */
export async function sendVerificationEmail(): Promise<void> {
  await call(accountApi.sendVerificationEmail);
}

/** Mails a confirmation link to the new address; the account switches once it is followed. */
export async function changeEmail(body: ChangeEmailBody): Promise<void> {
  await call(accountApi.changeEmail, { body });
}
