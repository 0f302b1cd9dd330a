import crypto from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { USER_NAME_TAKEN_MESSAGE } from '@gauntlet/core';
import type { Database } from '../db/database.js';
import * as schema from '../db/schema/index.js';

/**
 * The header through which the server hands better-auth the client address it resolved itself
 * (honouring TRUST_PROXY). Any value a client sends under this name is replaced.
 */
export const CLIENT_IP_HEADER = 'x-gauntlet-client-ip';

/** better-auth's error code when sign-up refuses a user name that is taken. */
export const USER_NAME_TAKEN_CODE = 'USERNAME_TAKEN';

/**
 * What the app does when better-auth creates a user or a session; the account feature provides
 * it, so that this module knows nothing of profiles.
 */
export interface AccountHooks {
  /** Sets up the new user's account data; 'name_taken' when the user name belongs to someone else. */
  onUserCreated(user: { id: string; name: string }, signUpBody: unknown): Promise<'created' | 'name_taken'>;
  onSessionCreated(session: { userId: string; ipAddress: string | null }): Promise<void>;
}

export interface AuthOptions {
  db: Database;
  hooks: AccountHooks;
  baseUrl: string;
  /** Origins whose pages may sign in, BASE_URL's among them. */
  trustedOrigins: string[];
  secret: string;
  rateLimitPerMinute: number;
}

export function createAuth({ db, hooks, baseUrl, trustedOrigins, secret, rateLimitPerMinute }: AuthOptions) {
  const attemptsRule = { window: 60, max: rateLimitPerMinute };
  return betterAuth({
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    telemetry: { enabled: false },
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
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': attemptsRule, '/sign-up/email': attemptsRule },
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
            if ((await hooks.onUserCreated(created, context?.body)) === 'name_taken') {
              throw new APIError('CONFLICT', { code: USER_NAME_TAKEN_CODE, message: USER_NAME_TAKEN_MESSAGE });
            }
          },
        },
      },
      session: {
        create: {
          after: (created) => hooks.onSessionCreated({ userId: created.userId, ipAddress: created.ipAddress ?? null }),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
