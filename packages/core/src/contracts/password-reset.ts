import { z } from 'zod';
import { text } from './text.js';
import { emailSchema, passwordSchema } from './account.js';

/** Asks for a reset link; the answer never says whether the address has an account. */
export const passwordResetRequestBodySchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/**
 * The token from a reset link and the new password, which follows sign-up's rules. A token of
 * any shape is checked against the ones issued, so a forged one is told it is not valid.
 */
export const passwordResetBodySchema = z.strictObject({
  token: text().min(1).max(128),
  newPassword: passwordSchema,
});
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;
