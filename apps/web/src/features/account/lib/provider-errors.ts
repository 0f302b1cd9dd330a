import { t } from '@lingui/core/macro';
/**
 * What the home page says when a provider sign-in came back with `?error=<code>` (better-auth's
 * codes, and the provider's own OAuth ones such as access_denied). Unknown codes get the
 * generic retry message.
 */
export function providerErrorMessage(code: string, provider: string): string {
  switch (code) {
    case 'signup_disabled':
      return t`No Gauntlet account belongs to this ${provider} sign-in yet. To create one, confirm below that you are at least 18 and choose "Create account with ${provider}".`;
    case 'account_not_linked':
      return t`An account with this e-mail already exists. Log in with your e-mail and password.`;
    case 'email_not_found':
      return t`${provider} did not confirm a verified e-mail address for you, so it cannot sign you in here. Verify your e-mail at ${provider} and try again, or use e-mail and password.`;
    case 'access_denied':
      return t`Signing in with ${provider} was cancelled.`;
    default:
      return t`Signing in with ${provider} did not complete. Please try again.`;
  }
}

/** A refused first sign-in only lacks the 18+ confirmation: the form switches to sign-up for it. */
export const NEEDS_SIGN_UP = 'signup_disabled';
