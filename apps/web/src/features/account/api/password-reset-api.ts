import { accountApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await call(accountApi.requestPasswordReset, { body: { email } });
}

/** Sets a new password with the token of a reset link. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await call(accountApi.resetPassword, { body: { token, newPassword } });
}
