import type {
  okSchema,
  providerCallbackParamsSchema,
  providerCallbackQuerySchema,
  providerRedirectSchema,
  providerSignInBodySchema,
  signedInSchema,
  signInBodySchema,
  signInProvidersSchema,
  signUpBodySchema,
} from '../contracts/account.js';
import type { deleteAccountBodySchema, signInMethodsSchema } from '../contracts/profile.js';
import type { passwordResetBodySchema, passwordResetRequestBodySchema } from '../contracts/password-reset.js';
import type { changeEmailBodySchema, emailVerifiedSchema, verifyEmailBodySchema } from '../contracts/email-verification.js';
import { route } from './route.js';

export const accountApi = {
  signUp: route<{ body: typeof signUpBodySchema; response: typeof signedInSchema }>('POST', '/api/auth/sign-up/email', 'public'),
  signIn: route<{ body: typeof signInBodySchema; response: typeof signedInSchema }>('POST', '/api/auth/sign-in/email', 'public'),
  /** The outside sign-in providers this server is configured for (none unless configured). */
  providers: route<{ response: typeof signInProvidersSchema }>('GET', '/api/account/providers', 'public'),
  signInWithProvider: route<{ body: typeof providerSignInBodySchema; response: typeof providerRedirectSchema }>(
    'POST',
    '/api/auth/sign-in/provider',
    'public',
  ),
  /** The provider sends the browser back here; it answers with a redirect into the app. */
  providerCallback: route<{ params: typeof providerCallbackParamsSchema; querystring: typeof providerCallbackQuerySchema }>(
    'GET',
    '/api/auth/callback/:providerId',
    'public',
  ),
  /** Mails a reset link to the address if it has an account; the answer is the same if not. */
  requestPasswordReset: route<{ body: typeof passwordResetRequestBodySchema; response: typeof okSchema }>(
    'POST',
    '/api/auth/request-password-reset',
    'public',
  ),
  /** Sets a new password with a reset link's token and signs out every session of the account. */
  resetPassword: route<{ body: typeof passwordResetBodySchema; response: typeof okSchema }>(
    'POST',
    '/api/auth/reset-password',
    'public',
  ),
  /**
   * Follows a verification link: confirms the address, or switches to the new one of an e-mail
   * change. A used, expired or forged token is refused with invalid_token.
   */
  verifyEmail: route<{ body: typeof verifyEmailBodySchema; response: typeof emailVerifiedSchema }>(
    'POST',
    '/api/auth/verify-email',
    'public',
  ),
  /** Mails the verification link again to the caller's unverified address (rate-limited per account). */
  sendVerificationEmail: route<{ response: typeof okSchema }>('POST', '/api/account/verification-email', 'signedIn'),
  /** Mails a confirmation link to a new address; the password proves the owner is at the keyboard. */
  changeEmail: route<{ body: typeof changeEmailBodySchema; response: typeof okSchema }>('POST', '/api/account/email', 'signedIn'),
  signOut: route<{ response: typeof okSchema }>('POST', '/api/auth/sign-out', 'signedIn'),
  signInMethods: route<{ response: typeof signInMethodsSchema }>('GET', '/api/account/sign-in-methods', 'signedIn'),
  deleteAccount: route<{ body: typeof deleteAccountBodySchema; response: typeof okSchema }>('DELETE', '/api/account', 'signedIn'),
};
