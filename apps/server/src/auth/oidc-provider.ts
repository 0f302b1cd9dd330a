import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { userNameFromClaims } from '@gauntlet/core';
import type { Config } from '../config.js';

/** The configured provider under better-auth's generic OAuth plugin, with Gauntlet's rules. */
export function oidcSignIn(oidc: NonNullable<Config['oidc']>, providerId: string) {
  return genericOAuth({
    config: [
      {
        providerId,
        name: oidc.name,
        discoveryUrl: oidc.discoveryUrl,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: oidc.scopes,
        // ID tokens are checked against the issuer's keys, or the provider is not offered.
        requireIdTokenVerification: true,
        // A new account only with the 18+ confirmation, which our sign-in route requires for it.
        disableImplicitSignUp: true,
        // Only an e-mail the provider has verified is used at all: an unverified one counts as
        // none, and better-auth refuses the sign-in (error=email_not_found) before it looks the
        // e-mail up, so the answer is the same whether or not the e-mail has an account here.
        mapProfileToUser: (profile) => ({
          email: profile.email_verified === true && typeof profile.email === 'string' ? profile.email : undefined,
          emailVerified: profile.email_verified === true,
          name: userNameFromClaims(profile),
        }),
      },
    ],
  });
}
