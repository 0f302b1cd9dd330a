import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountApi, okSchema, passwordResetBodySchema, passwordResetRequestBodySchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { callAuth } from '../../auth/auth-bridge.js';
import { limitAttempts } from '../../auth/attempt-limit.js';
import { declared } from '../../http/declared-route.js';

const TOO_MANY = 'Too many password reset attempts. Wait a minute and try again.';

/** The attempts table keeps a digest of the address, never the address of someone without an account. */
const addressKey = (email: string) => `password-reset-email:${crypto.createHash('sha256').update(email).digest('base64url')}`;

/** Forgotten passwords, through better-auth's reset flow; its mails go out through the mail room. */
export function passwordResetRoutes({ auth, db, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      accountApi.requestPasswordReset.path,
      declared(accountApi.requestPasswordReset, {
        summary:
          'Mail a single-use link, valid one hour, to choose a new password. The answer is the same whether or not the address has an account',
        body: passwordResetRequestBodySchema,
        response: { 200: okSchema },
      }),
      async (request, reply) => {
        const { email } = request.body;
        // Limited per client address and per recipient, so nobody floods one mailbox from many
        // addresses. Both count whether or not the address has an account, so a refusal tells nothing.
        await limitAttempts(db, reply, [`password-reset:${request.ip}`, addressKey(email)], config.authRateLimit, TOO_MANY);
        await callAuth(auth, request, reply, '/request-password-reset', { email });
        return { ok: true as const };
      },
    );

    app.post(
      accountApi.resetPassword.path,
      declared(accountApi.resetPassword, {
        summary:
          "Set a new password with a reset link's token (usable once, for an hour) and sign out every session of the account; a used, expired or unknown token is refused with invalid_token",
        body: passwordResetBodySchema,
        response: { 200: okSchema },
      }),
      async (request, reply) => {
        await limitAttempts(db, reply, [`password-reset-token:${request.ip}`], config.authRateLimit, TOO_MANY);
        await callAuth(auth, request, reply, '/reset-password', request.body);
        return { ok: true as const };
      },
    );
  };
}
