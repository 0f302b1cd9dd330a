/**
 * What the home page says when a provider sign-in came back with `?error=<code>` (better-auth's
 * codes, and the provider's own OAuth ones such as access_denied). Unknown codes get the
 * generic retry message.
 */
export function providerErrorMessage(code: string, provider: string): string {
  switch (code) {
    case 'signup_disabled':
      return `No Gauntlet account belongs to this ${provider} sign-in yet. To create one, confirm below that you are at least 18 and choose "Create account with ${provider}".`;
    case 'account_not_linked':
      return 'An account with this e-mail already exists. Log in with your e-mail and password.';
    case 'email_not_found':
      return `${provider} did not confirm a verified e-mail address for you, so it cannot sign you in here. Verify your e-mail at ${provider} and try again, or use e-mail and password.`;
    case 'access_denied':
      return `Signing in with ${provider} was cancelled.`;
    default:
      return `Signing in with ${provider} did not complete. Please try again.`;
  }
}

/** A refused first sign-in only lacks the 18+ confirmation: the form switches to sign-up for it. */
export const NEEDS_SIGN_UP = 'signup_disabled';
