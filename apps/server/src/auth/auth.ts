import crypto from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { timeZoneSchema, USER_NAME_TAKEN_MESSAGE } from '@gauntlet/core';
import type { Database } from '../db/database.js';
import * as schema from '../db/schema/index.js';
import { violatesUnique } from '../db/unique-violation.js';
import { createProfile, deleteUser, stampLogin, USER_NAME_INDEX } from '../features/profile/profile.repository.js';

/**
 * The header through which the server hands better-auth the client address it resolved itself
 * (honouring TRUST_PROXY). Any value a client sends under this name is replaced.
 */
export const CLIENT_IP_HEADER = 'x-gauntlet-client-ip';

/** better-auth's error code when sign-up refuses a user name that is taken. */
export const USER_NAME_TAKEN_CODE = 'USERNAME_TAKEN';

export interface AuthOptions {
  db: Database;
  baseUrl: string;
  /** Origins whose pages may sign in, BASE_URL's among them. */
  trustedOrigins: string[];
  secret: string;
  rateLimitPerMinute: number;
}

export function createAuth({ db, baseUrl, trustedOrigins, secret, rateLimitPerMinute }: AuthOptions) {
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
          // Every account gets its profile with the spec's defaults in the sign-up request.
          after: async (created, context) => {
            const body = context?.body as { timeZone?: unknown } | undefined;
            const zone = timeZoneSchema.safeParse(body?.timeZone);
            try {
              await createProfile(db, {
                userId: created.id,
                userName: created.name,
                timeZone: zone.success ? zone.data : 'UTC',
              });
            } catch (error) {
              if (!violatesUnique(error, USER_NAME_INDEX)) throw error;
              // The name belongs to someone else: the account just made (and its session) goes again.
              await deleteUser(db, created.id);
              throw new APIError('CONFLICT', { code: USER_NAME_TAKEN_CODE, message: USER_NAME_TAKEN_MESSAGE });
            }
          },
        },
      },
      session: {
        create: {
          after: async (created) => {
            await stampLogin(db, created.userId, created.ipAddress ?? null);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
