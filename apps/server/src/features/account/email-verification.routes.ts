import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountApi, changeEmailBodySchema, emailVerifiedSchema, okSchema, verifyEmailBodySchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { callAuth } from '../../auth/auth-bridge.js';
import { limitAttempts } from '../../auth/attempt-limit.js';
import { AppError } from '../../http/app-error.js';
import { requireViewer } from '../../http/access.js';
import { declared } from '../../http/declared-route.js';
import { confirmOwner } from './account.service.js';
import { findEmailAddress } from './email-address.repository.js';
import { completeEmailChange, linkOwner, requireUnverifiedEmail } from './email-verification.service.js';
import { readVerificationClaim } from './verification-token.js';

const TOO_MANY = 'Too many attempts. Wait a minute and try again.';

/** Verified addresses and e-mail changes, through better-auth's verification flow; its mails go out through the mail room. */
export function emailVerificationRoutes({ auth, db, config, changes, mailRoom }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      accountApi.verifyEmail.path,
      declared(accountApi.verifyEmail, {
        summary:
          "Follow a verification link: confirm the account's address, or switch to the new address of an e-mail change (and tell the old one). A used, expired or forged token is refused with invalid_token",
        body: verifyEmailBodySchema,
        response: { 200: emailVerifiedSchema },
      }),
      async (request, reply) => {
        const { token } = request.body;
        await limitAttempts(db, reply, [`verify-email:${request.ip}`], config.authRateLimit, TOO_MANY);
        const claim = readVerificationClaim(token);
        const userId = await linkOwner(db, claim);
        try {
          // better-auth checks the signature and the expiry, and applies what the link asks for.
          await callAuth(auth, request, reply, '/verify-email', { token }, { method: 'GET' });
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) throw new AppError(400, 'invalid_token', error.message);
          throw error;
        }
        const newEmail = claim?.updateTo;
        if (newEmail && claim)
          await completeEmailChange(db, mailRoom, config.mail.publicUrl, { userId, oldEmail: claim.email, newEmail });
        await changes.publish('user.changed', { userId });
        request.changeAnnounced = true;
        return { changedEmail: Boolean(newEmail) };
      },
    );

    app.post(
      accountApi.sendVerificationEmail.path,
      declared(accountApi.sendVerificationEmail, {
        summary:
          'Mail the verification link again to my address, unless it is confirmed already (limited per account, like sign-in)',
        response: { 200: okSchema },
      }),
      async (request, reply) => {
        const { userId } = requireViewer(request);
        await limitAttempts(db, reply, [`verification-email-user:${userId}`], config.authRateLimit, TOO_MANY);
        const email = await requireUnverifiedEmail(db, userId);
        await callAuth(auth, request, reply, '/send-verification-email', { email });
        return { ok: true as const };
      },
    );

    app.post(
      accountApi.changeEmail.path,
      declared(accountApi.changeEmail, {
        summary:
          'Ask to move my account to a new address (re-enter the password): a link goes to the new address, and the switch happens when it is followed. An address that has an account gets the same answer and no mail',
        body: changeEmailBodySchema,
        response: { 200: okSchema },
      }),
      async (request, reply) => {
        const viewer = requireViewer(request);
        const { newEmail, password } = request.body;
        // Each check costs a deliberately slow hash: limited like sign-in, per address and per account.
        await limitAttempts(
          db,
          reply,
          [`email-change:${request.ip}`, `email-change-user:${viewer.userId}`],
          config.authRateLimit,
          'Too many password attempts. Wait a minute and try again.',
        );
        await confirmOwner(auth, db, viewer, password);
        if ((await findEmailAddress(db, viewer.userId))?.email === newEmail) {
          throw new AppError(400, 'same_email', 'Your account uses this address already');
        }
        await callAuth(auth, request, reply, '/change-email', { newEmail });
        return { ok: true as const };
      },
    );
  };
}
