import crypto from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { timeZoneSchema } from '@gauntlet/core';
import type { Database } from '../db/database.js';
import * as schema from '../db/schema/index.js';
import { createProfile, stampLogin } from '../features/profile/profile.repository.js';

/**
 * The header through which the server hands better-auth the client address it resolved itself
 * (honouring TRUST_PROXY). Any value a client sends under this name is replaced.
 */
export const CLIENT_IP_HEADER = 'x-gauntlet-client-ip';

export interface AuthOptions {
  db: Database;
  baseUrl: string;
  secret: string;
  rateLimitPerMinute: number;
}

export function createAuth({ db, baseUrl, secret, rateLimitPerMinute }: AuthOptions) {
  const attemptsRule = { window: 60, max: rateLimitPerMinute };
  return betterAuth({
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseUrl],
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
            await createProfile(db, {
              userId: created.id,
              userName: created.name,
              timeZone: zone.success ? zone.data : 'UTC',
            });
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
