import { z } from 'zod';
import { text } from './text.js';
import { emailSchema, passwordSchema } from './account.js';

/** How long a verification link (of a new account or an e-mail change) works after it was sent. */
export const VERIFY_LINK_SECONDS = 60 * 60;

/**
 * The token of a verification link. Any shape is checked against the server's signature, so a
 * forged one is told it is not valid rather than refused as malformed.
 */
export const verifyEmailBodySchema = z.strictObject({ token: text().min(1).max(2048) });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** What following a verification link did: confirmed the address, or switched to a new one. */
export const emailVerifiedSchema = z.object({ changedEmail: z.boolean() });
export type EmailVerified = z.output<typeof emailVerifiedSchema>;

/**
 * An e-mail change: the new address, confirmed from its mailbox, and the current password (an
 * account without one needs a recent sign-in instead, as for deleting it).
 */
export const changeEmailBodySchema = z.strictObject({
  newEmail: emailSchema,
  password: passwordSchema.optional(),
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;
