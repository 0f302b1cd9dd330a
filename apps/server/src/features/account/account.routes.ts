import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountApi,
  deleteAccountBodySchema,
  signInMethodsSchema,
  okSchema,
  signInBodySchema,
  signUpBodySchema,
  signedInSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { callAuth, EMAIL_TAKEN } from '../../auth/auth-bridge.js';
import { SIGN_UP_LANGUAGE_HEADER } from '../../auth/auth.js';
import { AppError } from '../../http/app-error.js';
import { requireViewer } from '../../http/access.js';
import { limitAttempts } from '../../auth/attempt-limit.js';
import { answerAsIfNew, confirmOwner, deleteAccount, signInMethods } from './account.service.js';

const authResultSchema = z.object({ user: z.object({ id: z.string() }) });

export function accountRoutes({ auth, db, config, changes }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      accountApi.signUp.path,
      declared(accountApi.signUp, {
        summary:
          'Create an account and its profile, and sign in. For an e-mail that already has an account the answer looks the same, but nobody is signed in and the account is untouched',
        body: signUpBodySchema,
        response: { 200: signedInSchema },
      }),
      async (request, reply) => {
        const { email, password, username, timeZone, language } = request.body;
        try {
          const result = authResultSchema.parse(
            await callAuth(
              auth,
              request,
              reply,
              '/sign-up/email',
              { email, password, name: username, timeZone },
              { headers: language ? { [SIGN_UP_LANGUAGE_HEADER]: language } : {} },
            ),
          );
          return { userId: result.user.id };
        } catch (error) {
          if (error instanceof AppError && error.code === EMAIL_TAKEN) return answerAsIfNew(auth, password);
          throw error;
        }
      },
    );

    app.post(
      accountApi.signIn.path,
      declared(accountApi.signIn, {
        summary: 'Sign in with e-mail and password',
        body: signInBodySchema,
        response: { 200: signedInSchema },
      }),
      async (request, reply) => {
        const result = authResultSchema.parse(await callAuth(auth, request, reply, '/sign-in/email', request.body));
        return { userId: result.user.id };
      },
    );

    app.post(
      accountApi.signOut.path,
      declared(accountApi.signOut, { summary: 'End this session', response: { 200: okSchema } }),
      async (request, reply) => {
        await callAuth(auth, request, reply, '/sign-out', {});
        await changes.publish('session.ended', { userId: requireViewer(request).userId });
        request.changeAnnounced = true;
        return { ok: true as const };
      },
    );

    app.get(
      accountApi.signInMethods.path,
      declared(accountApi.signInMethods, {
        summary: 'How my account signs in, and when this session did',
        response: { 200: signInMethodsSchema },
      }),
      (request) => signInMethods(db, requireViewer(request)),
    );

    app.delete(
      accountApi.deleteAccount.path,
      declared(accountApi.deleteAccount, {
        summary: 'Delete my account and all its data (re-enter the password, or sign in again if it has none)',
        body: deleteAccountBodySchema,
        response: { 200: okSchema },
      }),
      async (request, reply) => {
        const { userId } = requireViewer(request);
        // Each check costs a deliberately slow hash: limited like sign-in, per address and per account.
        await limitAttempts(
          db,
          reply,
          [`account-delete:${request.ip}`, `account-delete-user:${userId}`],
          config.authRateLimit,
          'Too many password attempts. Wait a minute and try again.',
        );
        await confirmOwner(auth, db, requireViewer(request), request.body.password);
        await deleteAccount(db, config.dataDir, userId);
        // The session went with the account; signing out still clears the browser's cookie.
        await callAuth(auth, request, reply, '/sign-out', {});
        await changes.publish('session.ended', { userId });
        request.changeAnnounced = true;
        return { ok: true as const };
      },
    );
  };
}
