import crypto from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, getOAuthState } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { RESET_LINK_SECONDS, SESSION_IDLE_DAYS, VERIFY_LINK_SECONDS, USER_NAME_TAKEN_MESSAGE } from '@gauntlet/core';
import type { Config } from '../config.js';
import { oidcSignIn } from './oidc-provider.js';
import type { Database } from '../db/database.js';
import * as schema from '../db/schema/index.js';
import type { LineLog } from '../http/request-log.js';

/**
 * The header through which the server hands better-auth the client address it resolved itself
 * (honouring TRUST_PROXY). Any value a client sends under this name is replaced.
 */
export const CLIENT_IP_HEADER = 'x-gauntlet-client-ip';

/** A session ends this long after it was created or last extended. */
export const SESSION_EXPIRES_IN_SECONDS = SESSION_IDLE_DAYS * 86_400;
/** A session used this long after it was created or last extended is extended again. */
export const SESSION_UPDATE_AGE_SECONDS = 86_400;

/** better-auth's error code when sign-up refuses a user name that is taken. */
export const USER_NAME_TAKEN_CODE = 'USERNAME_TAKEN';

/**
 * What the app does when better-auth creates a user or a session; the account feature provides
 * it, so that this module knows nothing of profiles.
 */
export interface AccountHooks {
  /**
   * Sets up the new user's account data; 'name_taken' when the user name belongs to someone else.
   * A user made by an outside provider carries a suggested name, which is made unique instead.
   */
  onUserCreated(user: { id: string; name: string }, details: NewUserDetails): Promise<'created' | 'name_taken'>;
  onSessionCreated(session: { userId: string; ipAddress: string | null }): Promise<void>;
  /** A session was used on a new day and extended (see `session-sliding.ts`): the user was seen. */
  onSessionExtended(session: { userId: string }): Promise<void>;
  /** Whether the user signs in with a password (such accounts are never joined to an outside identity). */
  hasPassword(userId: string): Promise<boolean>;
}

export interface NewUserDetails {
  /** The browser's time zone as sent with the sign-up (unchecked). */
  timeZone: unknown;
  /** Whether the user was made by an outside provider, whose name is only a suggestion. */
  viaProvider: boolean;
}

/**
 * What the app does for a forgotten password; the account feature provides it. Both are called
 * while better-auth answers the request, so they hand their mail over and return at once.
 */
export interface PasswordResetHooks {
  /** Sends the user a link to the reset screen carrying this single-use token. */
  sendResetLink(user: { id: string; name: string; email: string }, token: string): void;
  /** The password was reset and every session of the user deleted. */
  onPasswordReset(user: { id: string; name: string; email: string }): Promise<void>;
}

/**
 * The header through which the sign-up route hands better-auth the language the app was shown in,
 * for the verification mail of an account whose profile has no language yet. A client's own
 * value under this name is replaced.
 */
export const SIGN_UP_LANGUAGE_HEADER = 'x-gauntlet-sign-up-language';

/** What the app does to verify addresses; the account feature provides it. */
export interface EmailVerificationHooks {
  /**
   * Mails a verification link carrying this token to `user.email`: the account's address, or the
   * new one of an e-mail change. Called while better-auth answers, so it returns at once.
   */
  sendVerificationLink(user: { id: string; name: string; email: string }, token: string, signUpLanguage: string | null): void;
}

/** The id under which the configured OpenID Connect provider is known (its callback path ends in it). */
export const OIDC_PROVIDER_ID = 'oidc';

/** How passwords are hashed and checked; Better Auth's scrypt (N 16384, r 16) unless given. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export interface AuthOptions {
  db: Database;
  hooks: AccountHooks;
  passwordReset: PasswordResetHooks;
  emailVerification: EmailVerificationHooks;
  baseUrl: string;
  /** Origins whose pages may sign in, BASE_URL's among them. */
  trustedOrigins: string[];
  secret: string;
  rateLimitPerMinute: number;
  /** The outside OpenID Connect provider, if one is configured. */
  oidc?: Config['oidc'];
  /** Only the API tests give one: the same scrypt at a lower cost. */
  passwordHashing?: PasswordHashing;
  /** Where better-auth's own lines go (a failed sign-in's reason, its errors); the console unless given. */
  log?: LineLog;
}

export function createAuth({
  db,
  hooks,
  passwordReset,
  emailVerification,
  baseUrl,
  trustedOrigins,
  secret,
  rateLimitPerMinute,
  oidc,
  passwordHashing,
  log = console,
}: AuthOptions) {
  const attemptsRule = { window: 60, max: rateLimitPerMinute };
  return betterAuth({
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    telemetry: { enabled: false },
    // Into the app's log, as JSON with the request's id, instead of coloured text on the console.
    logger: { log: (level, message, ...details: unknown[]) => log[level](details.length ? { details } : {}, message) },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    plugins: oidc ? [oidcSignIn(oidc, OIDC_PROVIDER_ID)] : [],
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // A provider sign-in that fails sends the browser to the app's home page with ?error=<code>.
    onAPIError: { errorURL: `${baseUrl}/` },
    account: {
      // An outside identity joins an existing account only when both sides' e-mail is verified:
      // the provider's claim (see oidcSignIn) and ours. A password account is never joined, even
      // once its owner verified the address (decision 0040): see validateUserInfo below.
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A link in a mail is no sign-in: whoever holds it only confirms the address.
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      // The token is all the link carries; the link itself points at the app's verification screen.
      sendVerificationEmail: ({ user, token }, request) => {
        emailVerification.sendVerificationLink(user, token, request?.headers.get(SIGN_UP_LANGUAGE_HEADER) ?? null);
        return Promise.resolve();
      },
    },
    // The new address confirms the change from its mailbox; the account routes check the password first.
    user: {
      changeEmail: { enabled: true },
      // Refused with the code better-auth gives an unverified account, so the answer stays the same.
      validateUserInfo: async ({ user, source }) =>
        source.action === 'link-account' && user.id && (await hooks.hasPassword(user.id))
          ? { error: 'account_not_linked' }
          : undefined,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      // The token is all the link carries; the link itself points at the app's reset screen.
      sendResetPassword: ({ user, token }) => {
        passwordReset.sendResetLink(user, token);
        return Promise.resolve();
      },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => passwordReset.onPasswordReset(user),
      ...(passwordHashing && { password: passwordHashing }),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // better-auth's own limits for these paths are lower (3 a minute for reset requests): the
      // operator's AUTH_RATE_LIMIT applies to all of them instead.
      customRules: {
        '/sign-in/email': attemptsRule,
        '/sign-up/email': attemptsRule,
        '/sign-in/social': attemptsRule,
        '/request-password-reset': attemptsRule,
        '/reset-password': attemptsRule,
      },
    },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseUrl.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          // Every account gets its own data in the sign-up request, or the sign-up fails.
          after: async (created, context) => {
            const viaProvider = context?.path.startsWith('/callback/') ?? false;
            // A provider's callback carries the sign-in's data in its state, not in a body.
            const request = (viaProvider ? await getOAuthState() : context?.body) as { timeZone?: unknown } | null | undefined;
            if ((await hooks.onUserCreated(created, { timeZone: request?.timeZone, viaProvider })) === 'name_taken') {
              throw new APIError('CONFLICT', { code: USER_NAME_TAKEN_CODE, message: USER_NAME_TAKEN_MESSAGE });
            }
          },
        },
      },
      session: {
        create: {
          after: (created) => hooks.onSessionCreated({ userId: created.userId, ipAddress: created.ipAddress ?? null }),
        },
        // Only the daily extension updates a session: no route of ours reaches better-auth's others.
        update: { after: (updated) => hooks.onSessionExtended({ userId: updated.userId }) },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
